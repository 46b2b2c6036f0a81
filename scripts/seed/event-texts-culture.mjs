// Event texts for education, culture and economy topics, in parallel French, English and Spanish versions
// (see event-texts-environment.mjs).

export const CULTURE_TEXTS = {
  education: {
    titles: [
      {
        type: "atelier",
        fr: "Atelier parents-enfants : on explore la nature en s'amusant",
        en: "Parent-child workshop: exploring nature through play",
        es: "Taller para padres e hijos: exploramos la naturaleza jugando",
      },
      {
        type: "formation",
        fr: "Formation : animer une séance de sensibilisation en classe",
        en: "Training: running an awareness session in class",
        es: "Formación: dinamizar una sesión de sensibilización en el aula",
      },
      {
        type: "conference",
        fr: "Conférence : l'école peut-elle changer le monde ?",
        en: "Talk: can school change the world?",
        es: "Conferencia: ¿puede la escuela cambiar el mundo?",
      },
      {
        type: "meetup",
        fr: "Soirée de lancement du soutien scolaire bénévole {at}",
        en: "Launch night for volunteer tutoring {at}",
        es: "Noche de lanzamiento del apoyo escolar voluntario {at}",
      },
    ],
    intros: [
      {
        fr: "Transmettre l'envie d'agir, ça s'apprend ! Enseignant·es, animateur·rices, parents ou simples curieux·ses : ce rendez-vous est fait pour toi si tu veux éveiller les plus jeunes aux grands enjeux de notre époque.",
        en: "Passing on the urge to act can be learned! Teachers, youth workers, parents or simply curious: this session is for you if you want to open young minds to the big issues of our time.",
        es: "¡Transmitir las ganas de actuar se aprende! Docentes, monitores, padres o simples curiosos: este encuentro es para ti si quieres despertar a los más jóvenes a los grandes retos de nuestra época.",
      },
      {
        fr: "On alterne apports, jeux et échanges de pratiques, pour repartir avec des activités prêtes à l'emploi, adaptées à chaque âge.",
        en: "We mix input, games and shared practice, so you leave with ready-to-use activities for every age group.",
        es: "Alternamos contenidos, juegos e intercambio de prácticas, para irnos con actividades listas para usar, adaptadas a cada edad.",
      },
    ],
    program: [
      {
        fr: "La découverte d'outils pédagogiques ludiques",
        en: "Discovering playful teaching tools",
        es: "El descubrimiento de herramientas pedagógicas lúdicas",
      },
      { fr: "Un atelier pratique en petits groupes", en: "A hands-on session in small groups", es: "Un taller práctico en pequeños grupos" },
      { fr: "Le partage de ressources gratuites", en: "Sharing free resources", es: "El intercambio de recursos gratuitos" },
    ],
  },
  "economie-circulaire": {
    titles: [
      {
        type: "apero",
        fr: "Apéro-débat : l'économie circulaire, la fin du jetable ?",
        en: "Drinks & debate: the circular economy, the end of throwaway?",
        es: "Aperitivo-debate: la economía circular, ¿el fin de lo desechable?",
      },
      {
        type: "conference",
        fr: "Conférence : réemploi et reconditionnement, les nouveaux métiers",
        en: "Talk: reuse and refurbishing, the new jobs",
        es: "Conferencia: reutilización y reacondicionamiento, los nuevos oficios",
      },
      {
        type: "atelier",
        fr: "Atelier upcycling : donne une seconde vie à tes meubles",
        en: "Upcycling workshop: give your furniture a second life",
        es: "Taller de upcycling: dale una segunda vida a tus muebles",
      },
      {
        type: "hackathon",
        fr: "Hackathon économie circulaire : 48 h pour réinventer le réemploi",
        en: "Circular economy hackathon: 48 hours to reinvent reuse",
        es: "Hackatón de economía circular: 48 horas para reinventar la reutilización",
      },
      { type: "festival", fr: "Festival du réemploi {at}", en: "Reuse festival {at}", es: "Festival de la reutilización {at}" },
    ],
    intros: [
      {
        fr: "Extraire, fabriquer, jeter : ce modèle atteint ses limites. L'économie circulaire propose de garder les ressources en usage le plus longtemps possible, et elle crée au passage des emplois locaux.",
        en: "Extract, make, dispose: this model is reaching its limits. The circular economy keeps resources in use for as long as possible, creating local jobs along the way.",
        es: "Extraer, fabricar, tirar: este modelo llega a sus límites. La economía circular propone mantener los recursos en uso el mayor tiempo posible y, de paso, crea empleo local.",
      },
      {
        fr: "Ressourceries, ateliers de réparation, consigne : partout, des initiatives montrent qu'on peut consommer mieux. Viens les découvrir et rencontrer celles et ceux qui les font vivre.",
        en: "Reuse centres, repair shops, deposit schemes: initiatives everywhere show we can consume better. Come and discover them and meet the people behind them.",
        es: "Tiendas de segunda mano, talleres de reparación, envases retornables: en todas partes hay iniciativas que demuestran que podemos consumir mejor. Ven a descubrirlas y a conocer a quienes las impulsan.",
      },
    ],
    program: [
      {
        fr: "Un panorama des initiatives locales de réemploi",
        en: "An overview of local reuse initiatives",
        es: "Un panorama de las iniciativas locales de reutilización",
      },
      {
        fr: "Des retours d'expérience d'entrepreneur·es engagé·es",
        en: "Lessons from committed entrepreneurs",
        es: "Experiencias de emprendedores comprometidos",
      },
      { fr: "Un atelier de réparation ouvert à toutes et tous", en: "A repair session open to all", es: "Un taller de reparación abierto a todo el mundo" },
    ],
  },
  "numerique-responsable": {
    titles: [
      { type: "hackathon", fr: "Hackathon Tech for Good {at}", en: "Tech for Good hackathon {at}", es: "Hackatón Tech for Good {at}" },
      {
        type: "atelier",
        fr: "Atelier : fais le ménage dans tes données et ta boîte mail",
        en: "Workshop: declutter your data and your inbox",
        es: "Taller: limpia tus datos y tu bandeja de entrada",
      },
      { type: "fresque", fr: "Fresque du Numérique {at}", en: "Digital Collage {at}", es: "Mural de lo Digital {at}" },
      {
        type: "webinaire",
        fr: "Webinaire : écoconcevoir un site web, les bases",
        en: "Webinar: eco-design for websites, the basics",
        es: "Seminario web: ecodiseño web, lo básico",
      },
      {
        type: "meetup",
        fr: "Meetup numérique responsable : sobriété et accessibilité",
        en: "Responsible tech meetup: sufficiency and accessibility",
        es: "Meetup de tecnología responsable: sobriedad y accesibilidad",
      },
    ],
    intros: [
      {
        fr: "Le numérique représente environ 4 % des émissions mondiales de gaz à effet de serre, et cette part augmente vite. Développeur·ses, designers ou simples utilisateur·rices : nous avons toutes et tous un rôle à jouer pour un numérique plus sobre et plus utile.",
        en: "Digital technology accounts for about 4% of global greenhouse gas emissions, and that share is growing fast. Developers, designers or everyday users: we all have a part to play in making tech leaner and more useful.",
        es: "Lo digital representa alrededor del 4 % de las emisiones mundiales de gases de efecto invernadero, y esa cifra crece rápido. Desarrolladores, diseñadores o simples usuarios: todos tenemos un papel que jugar por una tecnología más sobria y más útil.",
      },
      {
        fr: "Des équipes pluridisciplinaires mettent leurs compétences au service d'associations et de projets à impact. Pas besoin de savoir coder : toutes les compétences sont les bienvenues.",
        en: "Multidisciplinary teams put their skills to work for charities and impact projects. No coding required: all skills are welcome.",
        es: "Equipos multidisciplinares ponen sus competencias al servicio de asociaciones y proyectos de impacto. No hace falta saber programar: todas las competencias son bienvenidas.",
      },
    ],
    program: [
      {
        fr: "La présentation des défis portés par les associations",
        en: "Charities present their challenges",
        es: "La presentación de los retos propuestos por las asociaciones",
      },
      {
        fr: "Les bonnes pratiques d'écoconception et d'accessibilité",
        en: "Eco-design and accessibility best practice",
        es: "Las buenas prácticas de ecodiseño y accesibilidad",
      },
      {
        fr: "La restitution des projets devant un jury bienveillant",
        en: "Project demos in front of a friendly jury",
        es: "La presentación de los proyectos ante un jurado amable",
      },
    ],
  },
  culture: {
    titles: [
      {
        type: "festival",
        fr: "Festival des transitions : un événement festif et engagé {at}",
        en: "Transitions festival: a fun, committed event {at}",
        es: "Festival de las transiciones: un evento festivo y comprometido {at}",
      },
      { type: "projection", fr: "Ciné-débat : « Demain, et après ? »", en: "Film and debate: “Tomorrow, and then?”", es: "Cinefórum: «Mañana, ¿y después?»" },
      {
        type: "atelier",
        fr: "Atelier d'écriture : raconter le monde de demain",
        en: "Writing workshop: telling the story of tomorrow's world",
        es: "Taller de escritura: contar el mundo del mañana",
      },
      {
        type: "meetup",
        fr: "Scène ouverte : chansons et poèmes pour le climat {at}",
        en: "Open mic: songs and poems for the climate {at}",
        es: "Micro abierto: canciones y poemas por el clima {at}",
      },
      {
        type: "conference",
        fr: "Conférence : l'art peut-il sauver la planète ?",
        en: "Talk: can art save the planet?",
        es: "Conferencia: ¿puede el arte salvar el planeta?",
      },
    ],
    intros: [
      {
        fr: "Les récits façonnent nos imaginaires, et nos imaginaires façonnent le monde. Ce rendez-vous culturel invite artistes et public à inventer ensemble des histoires qui donnent envie d'agir.",
        en: "Stories shape our imagination, and our imagination shapes the world. This cultural event invites artists and audiences to invent stories together that make us want to act.",
        es: "Los relatos moldean nuestro imaginario, y nuestro imaginario moldea el mundo. Este encuentro cultural invita a artistas y público a inventar juntos historias que den ganas de actuar.",
      },
      {
        fr: "Concerts, lectures, expositions et discussions : une programmation ouverte à toutes et tous pour célébrer les initiatives qui font bouger le territoire.",
        en: "Concerts, readings, exhibitions and discussions: a programme open to all, celebrating the initiatives that are changing the area.",
        es: "Conciertos, lecturas, exposiciones y debates: una programación abierta a todo el mundo para celebrar las iniciativas que mueven el territorio.",
      },
    ],
    program: [
      { fr: "La présentation des artistes invité·es", en: "Meet the guest artists", es: "La presentación de los artistas invitados" },
      { fr: "Un échange avec le public après la représentation", en: "Q&A with the audience after the show", es: "Un coloquio con el público tras la función" },
      {
        fr: "L'exposition des créations des participant·es",
        en: "An exhibition of the participants' work",
        es: "La exposición de las creaciones de los participantes",
      },
    ],
  },
};
