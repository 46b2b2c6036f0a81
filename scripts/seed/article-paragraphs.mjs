// Body paragraphs of media articles: two per topic, plus quotes and closing lines by media.

export const TOPIC_PARAGRAPHS = {
  climat: [
    "Depuis le début de l'ère industrielle, la température moyenne de la planète a augmenté d'environ 1,2 °C. Cela peut sembler peu, mais c'est suffisant pour multiplier les vagues de chaleur, les sécheresses et les pluies extrêmes, en France comme ailleurs.",
    "La bonne nouvelle, c'est que chaque dixième de degré compte : plus nous réduisons vite nos émissions, plus nous limitons les dégâts. Les leviers sont connus : sortir des énergies fossiles, isoler les bâtiments, repenser nos déplacements et notre alimentation.",
  ],
  alimentation: [
    "L'alimentation pèse environ un quart de l'empreinte carbone des Français·es. Viande, transport, emballages et gaspillage s'additionnent, mais ce sont aussi autant de leviers d'action au quotidien.",
    "Manger mieux ne veut pas forcément dire dépenser plus : cuisiner des produits bruts, réduire les portions de viande et acheter de saison permettent souvent de maîtriser son budget tout en soutenant les producteur·ices.",
  ],
  "zero-dechet": [
    "Le meilleur déchet est celui qu'on ne produit pas. Avant de penser recyclage, la démarche zéro déchet invite à refuser ce dont on n'a pas besoin et à réduire ce qu'on consomme.",
    "Les premiers pas sont souvent les plus simples : un sac en tissu, une gourde, des bocaux pour le vrac. Beaucoup de foyers constatent qu'ils font aussi des économies au passage.",
  ],
  mobilite: [
    "En ville, près de la moitié des trajets en voiture font moins de cinq kilomètres, une distance idéale pour le vélo. Les aménagements cyclables se développent et changent peu à peu le visage des rues.",
    "Se déplacer autrement, c'est aussi combiner les modes : train et vélo, covoiturage pour les trajets du quotidien, marche pour les petites courses. L'important est de trouver la formule qui tient dans la durée.",
  ],
  solidarite: [
    "En France, plusieurs millions de personnes vivent sous le seuil de pauvreté, et l'isolement touche de plus en plus de personnes âgées comme de jeunes adultes. Les associations font un travail immense, souvent grâce aux bénévoles.",
    "S'engager ne demande pas forcément beaucoup de temps : quelques heures par mois suffisent pour accompagner une personne, distribuer des repas ou simplement partager un café avec quelqu'un qui n'a plus l'occasion de parler.",
  ],
  inclusion: [
    "Une personne sur six vit avec un handicap, souvent invisible. Rendre un lieu, un site ou un événement accessible profite pourtant à tout le monde : parents avec poussette, personnes âgées, visiteur·ses étranger·es.",
    "L'inclusion commence par l'écoute : demander aux personnes concernées ce dont elles ont besoin, plutôt que de décider à leur place, reste la meilleure façon d'avancer.",
  ],
  education: [
    "Les enfants d'aujourd'hui vivront les conséquences des choix que nous faisons maintenant. Leur permettre de comprendre le monde qui les entoure, sans les angoisser, est un défi pour les familles comme pour l'école.",
    "Sorties en nature, projets concrets, débats en classe : les pédagogies actives donnent aux élèves l'occasion d'agir et de constater que leurs actions ont un effet.",
  ],
  sante: [
    "Qualité de l'air, alimentation, activité physique, lien social : notre santé dépend largement de notre environnement. C'est ce que les spécialistes appellent l'approche « une seule santé ».",
    "Prendre soin de sa santé mentale fait partie du même mouvement. En parler, s'entourer et savoir vers qui se tourner sont des réflexes à cultiver, pour soi comme pour ses proches.",
  ],
  biodiversite: [
    "La biodiversité, ce n'est pas seulement les pandas et les ours polaires : ce sont aussi les vers de terre, les abeilles sauvages et les haies de nos campagnes. Ce tissu vivant rend des services essentiels, de la pollinisation à l'épuration de l'eau.",
    "Chacun·e peut agir à son échelle : laisser un coin de jardin en friche, installer un nichoir, éteindre les lumières la nuit ou participer à des programmes de sciences participatives.",
  ],
  "economie-circulaire": [
    "Chaque année, des tonnes d'objets encore utilisables finissent à la déchetterie. L'économie circulaire propose de concevoir, réparer, réemployer et recycler pour garder la matière en circulation.",
    "Ressourceries, repair cafés et plateformes de seconde main créent des emplois locaux et rendent la consommation responsable accessible au plus grand nombre.",
  ],
  "numerique-responsable": [
    "La majeure partie de l'impact environnemental du numérique vient de la fabrication des appareils. Garder son téléphone ou son ordinateur plus longtemps est donc le geste le plus efficace.",
    "Côté services, l'écoconception consiste à faire des sites et des applications plus légers, plus rapides et plus accessibles. Une démarche qui profite aussi aux personnes équipées d'appareils anciens ou d'une connexion lente.",
  ],
  egalite: [
    "Écarts de salaire, répartition des tâches domestiques, violences : les inégalités entre femmes et hommes restent bien réelles. Elles se construisent dès l'enfance, à travers les jouets, les métiers imaginés ou la place prise dans la cour de récréation.",
    "Des solutions existent : transparence des salaires, congés parentaux mieux partagés, formation des équipes. Les associations jouent un rôle clé pour accompagner les victimes et faire évoluer les pratiques.",
  ],
  logement: [
    "Le logement est le premier poste de dépenses de nombreux ménages, et le chauffage une source croissante de précarité. Près d'un logement sur six est considéré comme une passoire thermique.",
    "Rénovation énergétique, colocations solidaires, habitat participatif : de nombreuses initiatives montrent qu'il est possible de se loger mieux, en consommant moins et en créant du lien.",
  ],
  culture: [
    "Films, romans, chansons, séries : les récits jouent un rôle décisif dans la façon dont nous imaginons l'avenir. Montrer des futurs désirables aide à donner envie de les construire.",
    "Partout, des artistes s'emparent des enjeux sociaux et écologiques, et des lieux culturels deviennent des espaces de rencontre et de débat ouverts à toutes et tous.",
  ],
};

export const QUOTES = [
  { text: "On ne change pas le monde tout seul, mais on peut commencer par changer son quartier.", author: "Nadia, bénévole" },
  { text: "Le plus difficile, c'est de se lancer. Après, on se demande pourquoi on ne l'a pas fait plus tôt.", author: "Hugo, participant" },
  { text: "Agir ensemble, c'est aussi la meilleure réponse à l'inquiétude.", author: "Claire, psychologue" },
  { text: "Chaque petite action compte, surtout quand elle donne envie aux autres de s'y mettre.", author: "Mehdi, organisateur d'événements" },
];

export const CLOSINGS = {
  article: "<p>Envie d'aller plus loin ? Retrouve tous les <a href=\"/events\">événements près de chez toi</a> et passe à l'action.</p>",
  event:
    '<p>Le programme complet est dans l\'agenda : <a href="/events?search=compost">trouve un atelier près de chez toi</a> et inscris-toi en quelques clics.</p>',
  podcast: "<p>L'épisode dure une trentaine de minutes. Écoute-le ici ou sur ta plateforme de podcasts préférée, et partage-le autour de toi.</p>",
  video: '<p>La vidéo est sous-titrée en français. Si elle t\'a plu, partage-la et retrouve nos autres formats sur la page <a href="/media">Média</a>.</p>',
};
