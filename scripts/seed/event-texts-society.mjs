// Event texts for social topics, in parallel French, English and Spanish versions (see event-texts-environment.mjs).

export const SOCIETY_TEXTS = {
  solidarite: {
    titles: [
      {
        type: "meetup",
        fr: "Grand événement solidaire : collecte et repas partagé {at}",
        en: "Big solidarity event: donation drive and shared meal {at}",
        es: "Gran evento solidario: colecta y comida compartida {at}",
      },
      {
        type: "atelier",
        fr: "Atelier : préparer des kits d'hygiène pour les personnes sans abri",
        en: "Workshop: putting together hygiene kits for homeless people",
        es: "Taller: preparar kits de higiene para personas sin hogar",
      },
      {
        type: "formation",
        fr: "Formation : devenir bénévole, par où commencer ?",
        en: "Training: getting started as a volunteer",
        es: "Formación: hacerse voluntario, ¿por dónde empezar?",
      },
      {
        type: "apero",
        fr: "Apéro-débat : la solidarité de quartier, ça s'organise !",
        en: "Drinks & debate: neighbourhood solidarity takes organizing!",
        es: "Aperitivo-debate: ¡la solidaridad de barrio se organiza!",
      },
      { type: "festival", fr: "Festival des solidarités {at}", en: "Solidarity festival {at}", es: "Festival de las solidaridades {at}" },
    ],
    intros: [
      {
        fr: "Donner un peu de son temps peut changer beaucoup de choses. Ce rendez-vous réunit associations, habitant·es et curieux·ses pour agir concrètement aux côtés des personnes les plus fragiles.",
        en: "Giving a little of your time can change a lot. This event brings together charities, residents and curious minds to take concrete action alongside the most vulnerable people.",
        es: "Dar un poco de tu tiempo puede cambiar muchas cosas. Este encuentro reúne a asociaciones, vecinos y curiosos para actuar de forma concreta junto a las personas más vulnerables.",
      },
      {
        fr: "Précarité, isolement, accès aux droits : les besoins sont immenses, mais les solutions existent et elles commencent souvent au coin de la rue. Viens découvrir comment t'impliquer, à ton rythme.",
        en: "Poverty, isolation, access to rights: the needs are huge, but solutions exist and they often start just around the corner. Come and find out how to get involved, at your own pace.",
        es: "Precariedad, aislamiento, acceso a los derechos: las necesidades son inmensas, pero las soluciones existen y a menudo empiezan a la vuelta de la esquina. Ven a descubrir cómo implicarte, a tu ritmo.",
      },
    ],
    program: [
      { fr: "La présentation des associations partenaires", en: "Meet the partner charities", es: "La presentación de las asociaciones colaboradoras" },
      {
        fr: "Des témoignages de bénévoles et de personnes accompagnées",
        en: "Stories from volunteers and the people they support",
        es: "Testimonios de voluntarios y de personas acompañadas",
      },
      {
        fr: "La mise en place d'actions concrètes dans le quartier",
        en: "Setting up concrete actions in the neighbourhood",
        es: "La puesta en marcha de acciones concretas en el barrio",
      },
    ],
  },
  inclusion: {
    titles: [
      {
        type: "atelier",
        fr: "Atelier : rendre ses événements accessibles à toutes et tous",
        en: "Workshop: making your events accessible to everyone",
        es: "Taller: hacer tus eventos accesibles para todo el mundo",
      },
      {
        type: "conference",
        fr: "Conférence : le handicap invisible au travail",
        en: "Talk: invisible disabilities at work",
        es: "Conferencia: la discapacidad invisible en el trabajo",
      },
      {
        type: "meetup",
        fr: "Café des langues : rencontre avec des personnes réfugiées {at}",
        en: "Language café: meet refugees {at}",
        es: "Café de idiomas: encuentro con personas refugiadas {at}",
      },
      {
        type: "formation",
        fr: "Formation : initiation à la langue des signes française",
        en: "Training: introduction to French Sign Language",
        es: "Formación: iniciación a la lengua de signos francesa",
      },
    ],
    intros: [
      {
        fr: "Une société inclusive, c'est une société où chacun·e trouve sa place, quels que soient son parcours, son origine ou sa situation de handicap. Ce rendez-vous propose des clés concrètes pour faire bouger les lignes autour de soi.",
        en: "An inclusive society is one where everyone has a place, whatever their background, origin or disability. This session offers practical keys to change things around you.",
        es: "Una sociedad inclusiva es una sociedad donde cada persona encuentra su lugar, sea cual sea su trayectoria, su origen o su situación de discapacidad. Este encuentro propone claves concretas para cambiar las cosas a tu alrededor.",
      },
      {
        fr: "On part d'expériences vécues, on déconstruit quelques idées reçues et on repart avec des outils simples à appliquer dès le lendemain, au travail comme dans la vie associative.",
        en: "We start from lived experience, unpack a few preconceptions and leave with simple tools to use the very next day, at work and in community life.",
        es: "Partimos de experiencias vividas, desmontamos algunas ideas preconcebidas y nos llevamos herramientas sencillas para aplicar al día siguiente, en el trabajo y en la vida asociativa.",
      },
    ],
    program: [
      { fr: "Des témoignages et retours d'expérience", en: "Testimonies and lessons learned", es: "Testimonios y experiencias" },
      { fr: "Des mises en situation en petits groupes", en: "Role-play in small groups", es: "Simulaciones en pequeños grupos" },
      { fr: "Une boîte à outils à emporter", en: "A toolkit to take home", es: "Una caja de herramientas para llevar" },
    ],
  },
  sante: {
    titles: [
      {
        type: "atelier",
        fr: "Atelier : cuisiner sain et de saison avec une diététicienne",
        en: "Workshop: healthy seasonal cooking with a dietitian",
        es: "Taller: cocina sana y de temporada con una dietista",
      },
      {
        type: "conference",
        fr: "Conférence : santé environnementale, ce que respirent nos enfants",
        en: "Talk: environmental health and the air our children breathe",
        es: "Conferencia: salud ambiental, lo que respiran nuestros hijos",
      },
      {
        type: "balade",
        fr: "Marche bien-être en pleine nature {at}",
        en: "Wellbeing walk in nature {at}",
        es: "Caminata de bienestar en plena naturaleza {at}",
      },
      {
        type: "formation",
        fr: "Formation aux premiers secours en santé mentale",
        en: "Mental health first aid training",
        es: "Formación en primeros auxilios de salud mental",
      },
    ],
    intros: [
      {
        fr: "Notre santé dépend aussi de notre environnement : l'air que l'on respire, ce que l'on mange, les liens que l'on tisse. Ce rendez-vous te donne des repères fiables, loin des injonctions.",
        en: "Our health also depends on our environment: the air we breathe, what we eat, the bonds we build. This session gives you reliable pointers, without the pressure.",
        es: "Nuestra salud también depende de nuestro entorno: el aire que respiramos, lo que comemos, los vínculos que creamos. Este encuentro te da referencias fiables, sin imposiciones.",
      },
      {
        fr: "Prendre soin de soi et des autres, ça se partage. Des professionnel·les de santé répondent à tes questions dans une ambiance bienveillante.",
        en: "Taking care of yourself and others is something we share. Health professionals answer your questions in a friendly atmosphere.",
        es: "Cuidarse y cuidar a los demás se comparte. Profesionales de la salud responden a tus preguntas en un ambiente acogedor.",
      },
    ],
    program: [
      { fr: "L'intervention d'un·e professionnel·le de santé", en: "A talk by a health professional", es: "La intervención de un profesional de la salud" },
      { fr: "Des questions-réponses en toute confidentialité", en: "Confidential Q&A", es: "Preguntas y respuestas con total confidencialidad" },
      { fr: "Des exercices pratiques à refaire chez soi", en: "Practical exercises to repeat at home", es: "Ejercicios prácticos para repetir en casa" },
    ],
  },
  egalite: {
    titles: [
      {
        type: "conference",
        fr: "Conférence : égalité salariale, où en est-on ?",
        en: "Talk: equal pay, where do we stand?",
        es: "Conferencia: igualdad salarial, ¿en qué punto estamos?",
      },
      {
        type: "atelier",
        fr: "Atelier : déconstruire les stéréotypes de genre dès l'enfance",
        en: "Workshop: unpacking gender stereotypes from childhood",
        es: "Taller: desmontar los estereotipos de género desde la infancia",
      },
      {
        type: "projection",
        fr: "Projection-débat : « Elles bâtissent »",
        en: "Screening and debate: “Women who build”",
        es: "Proyección y debate: «Ellas construyen»",
      },
      {
        type: "formation",
        fr: "Formation : réagir face au harcèlement de rue",
        en: "Training: responding to street harassment",
        es: "Formación: reaccionar ante el acoso callejero",
      },
      {
        type: "webinaire",
        fr: "Webinaire : négocier son salaire, les clés pour oser",
        en: "Webinar: negotiating your salary with confidence",
        es: "Seminario web: negociar tu salario, claves para atreverse",
      },
    ],
    intros: [
      {
        fr: "À poste égal, l'écart de salaire entre femmes et hommes reste d'environ 4 % en France, et il dépasse 20 % tous temps de travail confondus. Ce rendez-vous décrypte les mécanismes des inégalités et met en lumière celles et ceux qui les combattent.",
        en: "For the same job, the pay gap between women and men is still around 4% in France, and over 20% across all working hours. This session unpacks how inequality works and highlights those fighting it.",
        es: "A igual puesto, la brecha salarial entre mujeres y hombres sigue siendo de alrededor del 4 % en Francia, y supera el 20 % si se tiene en cuenta todo el tiempo de trabajo. Este encuentro analiza los mecanismos de la desigualdad y da visibilidad a quienes la combaten.",
      },
      {
        fr: "Un espace d'échange bienveillant pour parler d'égalité sans tabou, partager des ressources et repartir avec des réflexes à adopter au quotidien.",
        en: "A safe space to talk openly about equality, share resources and leave with everyday reflexes.",
        es: "Un espacio de intercambio acogedor para hablar de igualdad sin tabúes, compartir recursos e irse con reflejos para el día a día.",
      },
    ],
    program: [
      { fr: "Le décryptage des chiffres clés", en: "Key figures explained", es: "El análisis de las cifras clave" },
      { fr: "Un partage d'expériences en petits groupes", en: "Sharing experiences in small groups", es: "Un intercambio de experiencias en pequeños grupos" },
      { fr: "La présentation d'associations locales engagées", en: "Meet local organizations", es: "La presentación de asociaciones locales comprometidas" },
    ],
  },
  logement: {
    titles: [
      {
        type: "conference",
        fr: "Conférence : l'habitat participatif, vivre autrement",
        en: "Talk: cohousing, another way of living",
        es: "Conferencia: la vivienda colaborativa, vivir de otra manera",
      },
      {
        type: "atelier",
        fr: "Atelier : rénover son logement pour alléger ses factures",
        en: "Workshop: renovating your home to cut your bills",
        es: "Taller: renovar tu vivienda para pagar menos facturas",
      },
      {
        type: "meetup",
        fr: "Rencontre : l'habitat intergénérationnel {at}",
        en: "Meetup: intergenerational housing {at}",
        es: "Encuentro: la vivienda intergeneracional {at}",
      },
      {
        type: "apero",
        fr: "Apéro-débat : se loger dignement, un droit pour tous ?",
        en: "Drinks & debate: decent housing, a right for all?",
        es: "Aperitivo-debate: una vivienda digna, ¿un derecho para todos?",
      },
    ],
    intros: [
      {
        fr: "Se loger devient de plus en plus difficile, alors que nos logements doivent aussi consommer moins d'énergie. Ce rendez-vous explore des solutions concrètes : rénovation, colocation solidaire, habitat participatif.",
        en: "Finding a home is getting harder, while our homes also need to use less energy. This session explores concrete solutions: renovation, shared housing, cohousing.",
        es: "Encontrar vivienda es cada vez más difícil, mientras que nuestras casas también deben consumir menos energía. Este encuentro explora soluciones concretas: rehabilitación, pisos compartidos solidarios, vivienda colaborativa.",
      },
      {
        fr: "Habitant·es, associations et porteur·ses de projets partagent leurs expériences pour montrer qu'on peut habiter autrement, ensemble.",
        en: "Residents, organizations and project leaders share their experience to show that we can live differently, together.",
        es: "Vecinos, asociaciones y promotores de proyectos comparten sus experiencias para demostrar que se puede vivir de otra manera, juntos.",
      },
    ],
    program: [
      {
        fr: "Les aides à la rénovation énergétique, expliquées simplement",
        en: "Energy renovation grants made simple",
        es: "Las ayudas a la rehabilitación energética, explicadas de forma sencilla",
      },
      {
        fr: "La visite virtuelle de projets d'habitat partagé",
        en: "A virtual tour of shared housing projects",
        es: "La visita virtual de proyectos de vivienda compartida",
      },
      { fr: "Un temps de questions avec des conseiller·es", en: "Q&A with advisers", es: "Un turno de preguntas con asesores" },
    ],
  },
};
