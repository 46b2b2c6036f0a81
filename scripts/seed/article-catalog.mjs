// Media articles: [topic slug, title, short description, media] by category; media defaults to the category's
// (podcasts and videos are those media; an 'event' article announces events).

export const CATEGORIES = {
  decryptage: { media: "article", tag: "comprendre", heading: "Ce qu'il faut retenir" },
  portraits: { media: "article", tag: "inspiration", heading: "Un engagement au quotidien" },
  guides: { media: "article", tag: "pratique", heading: "Nos conseils pour passer à l'action" },
  tribunes: { media: "article", tag: "opinion", heading: "Ce que nous demandons" },
  podcasts: { media: "podcast", tag: "a-ecouter", heading: "Au micro" },
  videos: { media: "video", tag: "a-regarder", heading: "En images" },
};

/**
 * Podcasts and videos that have their recording and captions in public/recordings (docs/product.md §3 "Article":
 * media): slug → file names. The others show their text only.
 */
export const RECORDINGS = {
  "l-eco-anxiete-et-apres": { media: "/recordings/eco-anxiete.wav", captions: "/recordings/eco-anxiete.fr.vtt" },
  "la-seconde-vie-des-objets": { media: "/recordings/seconde-vie-des-objets.wav", captions: "/recordings/seconde-vie-des-objets.fr.vtt" },
  "la-fresque-du-climat-expliquee-en-4-minutes": { media: "/recordings/fresque-du-climat.webm", captions: "/recordings/fresque-du-climat.fr.vtt" },
  "fabriquer-son-dentifrice-en-3-minutes": { media: "/recordings/dentifrice.webm", captions: "/recordings/dentifrice.fr.vtt" },
};

export const ARTICLES = {
  decryptage: [
    [
      "climat",
      "Rapport du GIEC : ce qu'il faut retenir en 5 minutes",
      "Le dernier rapport des scientifiques du climat fait des milliers de pages. On a résumé l'essentiel pour toi.",
    ],
    [
      "alimentation",
      "Bio, local, de saison : quelle étiquette choisir vraiment ?",
      "Entre labels officiels et promesses marketing, pas facile de s'y retrouver. On fait le tri.",
    ],
    [
      "numerique-responsable",
      "Le vrai coût écologique de nos smartphones",
      "Extraction des métaux, fabrication, fin de vie : ce que cache l'objet que tu tiens dans ta main.",
    ],
    [
      "logement",
      "Passoires thermiques : pourquoi la rénovation patine",
      "Des millions de logements consomment trop d'énergie. Décryptage des freins et des solutions.",
    ],
    [
      "economie-circulaire",
      "Fast fashion : l'envers de l'étiquette",
      "Comment la mode jetable est devenue l'une des industries les plus polluantes, et comment en sortir.",
    ],
    ["mobilite", "Voiture électrique : fausse bonne idée ou vraie solution ?", "Batteries, électricité, poids des véhicules : on démêle le vrai du faux."],
    ["egalite", "Charge mentale : de quoi parle-t-on exactement ?", "Un concept devenu incontournable pour comprendre les inégalités au sein du foyer."],
    [
      "biodiversite",
      "Pourquoi les insectes disparaissent (et comment les aider)",
      "Pesticides, artificialisation, lumière la nuit : les causes du déclin et les gestes qui comptent.",
    ],
    [
      "zero-dechet",
      "Semaine de réduction des déchets : le programme près de chez toi",
      "Ateliers compost, repair cafés, collectes : les rendez-vous à ne pas manquer cette année.",
      "event",
    ],
  ],
  portraits: [
    [
      "solidarite",
      "Nadia a ouvert une épicerie solidaire dans son quartier",
      "Partie d'un simple constat, elle fait aujourd'hui vivre un lieu où 300 familles font leurs courses à petit prix.",
    ],
    [
      "mobilite",
      "Hugo répare des vélos et forme les jeunes de son quartier",
      "Dans son atelier associatif, chaque vélo sauvé de la casse devient une occasion d'apprendre un métier.",
    ],
    [
      "zero-dechet",
      "Famille zéro déchet : un an plus tard, ils font le bilan",
      "Une poubelle par mois pour quatre personnes : les Martin racontent ce qui a marché, et ce qui a coincé.",
    ],
    [
      "alimentation",
      "Ces paysannes qui réinventent l'agriculture près des villes",
      "Maraîchage sur sol vivant, vente directe, accueil de bénévoles : trois agricultrices racontent leur quotidien.",
    ],
    [
      "inclusion",
      "Moussa, réfugié devenu formateur en numérique",
      "Arrivé en France il y a cinq ans, il aide aujourd'hui d'autres exilé·es à prendre en main les outils numériques.",
    ],
    [
      "education",
      "Une enseignante transforme sa cour d'école en jardin",
      "Moins de bitume, plus d'ombre et des potagers : le pari réussi d'une école primaire.",
    ],
    [
      "numerique-responsable",
      "Des développeuses bénévoles au service des associations",
      "Chaque mois, un collectif met ses compétences tech au service de projets solidaires.",
    ],
    [
      "culture",
      "Le théâtre d'impro pour parler climat : le pari d'une troupe lyonnaise",
      "Rires garantis, et des spectateur·ices qui repartent avec l'envie d'agir.",
    ],
  ],
  guides: [
    [
      "zero-dechet",
      "10 gestes simples pour réduire ses déchets dans la cuisine",
      "Vrac, bocaux, restes : nos astuces testées et approuvées pour alléger ta poubelle.",
    ],
    [
      "mobilite",
      "Passer au vélotaf : le guide pour bien démarrer",
      "Itinéraire, équipement, sécurité, aides financières : tout ce qu'il faut savoir avant de te lancer.",
    ],
    [
      "alimentation",
      "Manger de saison en hiver : nos idées de recettes",
      "Poireaux, courges, choux et agrumes : de quoi varier les plaisirs jusqu'au printemps.",
    ],
    [
      "solidarite",
      "Devenir bénévole : comment trouver l'association qui te correspond",
      "Temps disponible, compétences, envies : les bonnes questions à te poser avant de t'engager.",
    ],
    [
      "numerique-responsable",
      "Allonger la vie de ton ordinateur : le mode d'emploi",
      "Nettoyage, mises à jour, petites réparations : quelques gestes suffisent pour le garder des années.",
    ],
    [
      "climat",
      "Calculer son empreinte carbone : mode d'emploi",
      "Les outils fiables, les ordres de grandeur à connaître et les postes sur lesquels agir en priorité.",
    ],
    ["logement", "Économiser l'énergie chez soi sans rien dépenser", "Chauffage, eau chaude, appareils en veille : les réglages qui font baisser la facture."],
    [
      "sante",
      "Un intérieur plus sain : chasser les polluants de la maison",
      "Produits ménagers, aération, plantes : les bons réflexes pour mieux respirer chez soi.",
    ],
    [
      "zero-dechet",
      "Composter en appartement : le guide du lombricomposteur",
      "Pas de jardin ? Un bac, des vers et quelques règles suffisent pour transformer tes épluchures en compost.",
    ],
  ],
  tribunes: [
    ["climat", "Tribune : la sobriété n'est pas une punition", "Et si moins consommer, c'était d'abord gagner du temps, de la santé et du lien ?"],
    [
      "egalite",
      "Tribune : l'égalité ne se décrète pas, elle s'organise",
      "Des militantes appellent à des mesures concrètes dans les entreprises et les associations.",
    ],
    [
      "logement",
      "Tribune : le logement est un droit, pas un placement",
      "Un collectif d'associations plaide pour une politique du logement tournée vers les habitant·es.",
    ],
    [
      "education",
      "Tribune : faisons entrer l'écologie dans tous les cours",
      "Des enseignant·es demandent que la transition écologique irrigue toutes les disciplines.",
    ],
    [
      "inclusion",
      "Tribune : rendre nos événements accessibles n'est pas une option",
      "Handicap, langue, coût : les obstacles qui écartent encore trop de monde de l'engagement.",
    ],
    ["biodiversite", "Tribune : laissons les villes redevenir sauvages", "Friches, haies, prairies urbaines : et si l'on arrêtait de tout tondre ?"],
    [
      "economie-circulaire",
      "Tribune : réparer doit devenir moins cher que jeter",
      "Indice de réparabilité, pièces détachées, bonus réparation : il faut aller plus loin.",
    ],
    [
      "sante",
      "Tribune : la santé mentale des jeunes, une urgence collective",
      "Éco-anxiété, précarité, isolement : des professionnel·les tirent la sonnette d'alarme.",
    ],
  ],
  podcasts: [
    ["climat", "Podcast : l'éco-anxiété, et après ?", "Une psychologue et une militante racontent comment transformer l'inquiétude en énergie."],
    [
      "alimentation",
      "Podcast : dans la cuisine d'une cantine 100 % bio",
      "Reportage sonore auprès d'un chef qui nourrit 800 élèves par jour avec des produits locaux.",
    ],
    ["solidarite", "Podcast : une nuit avec les maraudes", "Nous avons suivi une équipe de bénévoles qui vont à la rencontre des personnes à la rue."],
    ["egalite", "Podcast : elles ont créé leur entreprise à impact", "Trois entrepreneuses partagent leurs doutes, leurs réussites et leurs conseils."],
    ["mobilite", "Podcast : la ville sans voiture, on y va ?", "Urbanistes et habitant·es imaginent des rues rendues aux piétons et aux vélos."],
    [
      "culture",
      "Podcast : écrire le futur avec des autrices de science-fiction",
      "Comment les récits d'anticipation nous aident à imaginer des mondes désirables.",
    ],
    ["economie-circulaire", "Podcast : la seconde vie des objets", "Dans les coulisses d'une ressourcerie, où chaque objet raconte une histoire."],
    [
      "numerique-responsable",
      "Podcast : l'intelligence artificielle peut-elle être sobre ?",
      "Chercheuses et ingénieurs débattent du coût énergétique des modèles et des usages vraiment utiles.",
    ],
  ],
  videos: [
    ["zero-dechet", "Vidéo : fabriquer son dentifrice en 3 minutes", "Une recette simple, trois ingrédients et zéro emballage."],
    ["biodiversite", "Vidéo : construire un nichoir à mésanges", "Le pas-à-pas en images pour accueillir les oiseaux chez toi dès cet hiver."],
    ["climat", "Vidéo : la Fresque du Climat expliquée en 4 minutes", "Comment fonctionne cet atelier qui a déjà réuni plus d'un million de personnes ?"],
    ["mobilite", "Vidéo : réparer une crevaison sans stress", "Démonte-pneu, rustine, regonflage : on t'explique tout, étape par étape."],
    ["sante", "Vidéo : 5 minutes de respiration pour décompresser", "Une séance guidée à faire au bureau, dans les transports ou avant de dormir."],
    ["inclusion", "Vidéo : tes premiers mots en langue des signes", "Bonjour, merci, au revoir : apprends les bases avec une formatrice sourde."],
    ["culture", "Vidéo : retour en images sur le Festival des transitions", "Concerts, ateliers et rencontres : revis trois jours de fête engagée."],
    ["education", "Vidéo : une journée d'école en forêt", "Suis une classe de CE2 qui apprend les maths et les sciences en pleine nature."],
  ],
};
