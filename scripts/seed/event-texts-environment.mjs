// Event texts for environment topics, in parallel French, English and Spanish versions.
// Titles carry the event type; {at} becomes "à Lyon" / "in Lyon" / "en Lyon", or "en ligne" for online events.

export const ENVIRONMENT_TEXTS = {
  climat: {
    titles: [
      { type: "fresque", fr: "Fresque du Climat {at}", en: "Climate Fresk {at}", es: "Mural del Clima {at}" },
      {
        type: "atelier",
        fr: "Atelier 2tonnes : imagine ta vie bas carbone",
        en: "2tonnes workshop: imagine your low-carbon life",
        es: "Taller 2tonnes: imagina tu vida baja en carbono",
      },
      {
        type: "conference",
        fr: "Conférence : comprendre le dernier rapport du GIEC",
        en: "Talk: understanding the latest IPCC report",
        es: "Conferencia: entender el último informe del IPCC",
      },
      {
        type: "apero",
        fr: "Apéro-débat : la sobriété, contrainte ou liberté ?",
        en: "Drinks & debate: is sufficiency a constraint or a freedom?",
        es: "Aperitivo-debate: la sobriedad, ¿obligación o libertad?",
      },
      {
        type: "formation",
        fr: "Formation : parler climat sans plomber l'ambiance",
        en: "Training: talking climate without killing the mood",
        es: "Formación: hablar del clima sin desanimar a nadie",
      },
      {
        type: "webinaire",
        fr: "Webinaire : réduire l'empreinte carbone de ton association",
        en: "Webinar: cutting your nonprofit's carbon footprint",
        es: "Seminario web: reducir la huella de carbono de tu asociación",
      },
    ],
    intros: [
      {
        fr: "Le dérèglement climatique, on en entend parler tous les jours, mais par où commencer pour agir ? Ce rendez-vous te propose de prendre le temps de comprendre les grands mécanismes en jeu et de repartir avec des pistes concrètes, à ton échelle comme à celle de ton quartier.",
        en: "We hear about climate change every day, but where do we start? This session gives you time to understand the key mechanisms at play and to leave with concrete ideas, for yourself and for your neighbourhood.",
        es: "Oímos hablar del cambio climático todos los días, pero ¿por dónde empezar a actuar? Este encuentro te propone tomarte el tiempo de entender los grandes mecanismos en juego y llevarte pistas concretas, a tu escala y a la de tu barrio.",
      },
      {
        fr: "Ici, pas de leçon de morale : on part de nos questions, de nos doutes et de nos envies. Un moment convivial pour échanger avec d'autres personnes qui, comme toi, veulent passer de l'inquiétude à l'action.",
        en: "No lecturing here: we start from our questions, doubts and hopes. A friendly moment to meet people who, like you, want to turn worry into action.",
        es: "Aquí no hay sermones: partimos de nuestras preguntas, dudas y ganas. Un momento agradable para conversar con otras personas que, como tú, quieren pasar de la preocupación a la acción.",
      },
    ],
    program: [
      {
        fr: "Les ordres de grandeur à connaître : énergie, transports, alimentation",
        en: "Key orders of magnitude: energy, transport, food",
        es: "Los órdenes de magnitud clave: energía, transporte, alimentación",
      },
      {
        fr: "Un temps d'échange sur nos leviers d'action individuels et collectifs",
        en: "A discussion of what we can do, alone and together",
        es: "Un intercambio sobre nuestras palancas de acción individuales y colectivas",
      },
      {
        fr: "La construction d'un plan d'action réaliste pour les six prochains mois",
        en: "Building a realistic action plan for the next six months",
        es: "La elaboración de un plan de acción realista para los próximos seis meses",
      },
    ],
  },
  alimentation: {
    titles: [
      {
        type: "atelier",
        fr: "Atelier cuisine anti-gaspi : on cuisine les invendus du marché",
        en: "Anti-waste cooking workshop: cooking the market's leftovers",
        es: "Taller de cocina antidesperdicio: cocinamos lo que sobra del mercado",
      },
      {
        type: "balade",
        fr: "Balade gourmande à la rencontre des producteurs locaux {at}",
        en: "Food walk to meet local producers {at}",
        es: "Paseo gastronómico para conocer a los productores locales {at}",
      },
      {
        type: "conference",
        fr: "Conférence : bien manger sans se ruiner, c'est possible ?",
        en: "Talk: can you eat well on a budget?",
        es: "Conferencia: ¿comer bien sin arruinarse es posible?",
      },
      { type: "fresque", fr: "Fresque de l'alimentation {at}", en: "Food Fresk {at}", es: "Mural de la alimentación {at}" },
      {
        type: "projection",
        fr: "Projection-débat du documentaire « Terres nourricières »",
        en: "Screening and debate: the documentary “Feeding Lands”",
        es: "Proyección y debate del documental «Tierras que alimentan»",
      },
    ],
    intros: [
      {
        fr: "Que met-on vraiment dans nos assiettes ? Entre santé, climat et juste rémunération des paysan·nes, notre alimentation est au cœur de la transition. Viens découvrir des solutions simples et savoureuses à mettre en place dès demain.",
        en: "What do we really put on our plates? Between health, climate and fair pay for farmers, food is at the heart of the transition. Come and discover simple, tasty solutions you can adopt tomorrow.",
        es: "¿Qué ponemos realmente en nuestros platos? Entre salud, clima y una remuneración justa para los agricultores, la alimentación está en el centro de la transición. Ven a descubrir soluciones sencillas y sabrosas para aplicar desde mañana.",
      },
      {
        fr: "Près d'un tiers de la nourriture produite dans le monde finit à la poubelle. Bonne nouvelle : chacun·e peut agir, à la maison comme dans son quartier, et c'est souvent plus gourmand qu'on ne le croit.",
        en: "Almost a third of the food produced worldwide ends up in the bin. Good news: everyone can act, at home and in their neighbourhood, and it's often tastier than you think.",
        es: "Casi un tercio de los alimentos producidos en el mundo acaba en la basura. Buena noticia: todos podemos actuar, en casa y en el barrio, y suele ser más sabroso de lo que parece.",
      },
    ],
    program: [
      {
        fr: "Découverte des produits de saison et de leur provenance",
        en: "Discovering seasonal produce and where it comes from",
        es: "Descubrimiento de los productos de temporada y su origen",
      },
      { fr: "Des recettes faciles pour cuisiner les restes", en: "Easy recipes for leftovers", es: "Recetas fáciles para aprovechar las sobras" },
      {
        fr: "Une dégustation préparée par les participant·es",
        en: "A tasting prepared by the participants",
        es: "Una degustación preparada por los participantes",
      },
    ],
  },
  "zero-dechet": {
    titles: [
      {
        type: "atelier",
        fr: "Atelier zéro déchet : fabrique ta lessive maison",
        en: "Zero waste workshop: make your own laundry detergent",
        es: "Taller residuo cero: fabrica tu propio detergente",
      },
      {
        type: "atelier",
        fr: "Atelier couture : transforme tes vieux tee-shirts en sacs",
        en: "Sewing workshop: turn old T-shirts into bags",
        es: "Taller de costura: convierte tus camisetas viejas en bolsas",
      },
      {
        type: "meetup",
        fr: "Repair Café : l'événement anti-gaspi du mois {at}",
        en: "Repair Café: this month's anti-waste event {at}",
        es: "Repair Café: el evento antidesperdicio del mes {at}",
      },
      { type: "fresque", fr: "Fresque des déchets {at}", en: "Waste Fresk {at}", es: "Mural de los residuos {at}" },
      {
        type: "conference",
        fr: "Conférence : le zéro déchet en famille, mode d'emploi",
        en: "Talk: zero waste with kids, a practical guide",
        es: "Conferencia: residuo cero en familia, instrucciones de uso",
      },
    ],
    intros: [
      {
        fr: "Réduire ses déchets, ce n'est pas tout changer du jour au lendemain : c'est une suite de petits pas, faciles et souvent économiques. On t'accompagne pour trouver ceux qui te correspondent.",
        en: "Cutting waste doesn't mean changing everything overnight: it's a series of small, easy and often money-saving steps. We'll help you find the ones that suit you.",
        es: "Reducir residuos no significa cambiarlo todo de la noche a la mañana: es una serie de pequeños pasos, fáciles y a menudo económicos. Te acompañamos para encontrar los que van contigo.",
      },
      {
        fr: "Chaque habitant·e produit environ 580 kg de déchets par an en France. Et si on apprenait ensemble à refuser, réduire, réutiliser, recycler… et composter ?",
        en: "Each person in France produces about 580 kg of waste a year. What if we learned together to refuse, reduce, reuse, recycle… and compost?",
        es: "Cada habitante de Francia produce unos 580 kg de residuos al año. ¿Y si aprendemos juntos a rechazar, reducir, reutilizar, reciclar… y compostar?",
      },
    ],
    program: [
      {
        fr: "Une démonstration pas à pas, avec le matériel fourni",
        en: "A step-by-step demonstration, materials provided",
        es: "Una demostración paso a paso, con el material incluido",
      },
      { fr: "Chacun·e repart avec sa réalisation", en: "Everyone leaves with what they made", es: "Cada participante se lleva lo que ha hecho" },
      { fr: "Des astuces pour réduire ses déchets au quotidien", en: "Tips to cut waste every day", es: "Trucos para reducir residuos en el día a día" },
    ],
  },
  mobilite: {
    titles: [
      {
        type: "atelier",
        fr: "Atelier d'autoréparation vélo : apprends à régler tes freins",
        en: "Bike self-repair workshop: learn to adjust your brakes",
        es: "Taller de autorreparación de bicis: aprende a ajustar tus frenos",
      },
      {
        type: "balade",
        fr: "Vélorution : le grand événement vélo du mois {at}",
        en: "Critical Mass: this month's big bike event {at}",
        es: "Bicicletada: el gran evento ciclista del mes {at}",
      },
      {
        type: "conference",
        fr: "Conférence : la ville du quart d'heure, utopie ou réalité ?",
        en: "Talk: the 15-minute city, utopia or reality?",
        es: "Conferencia: la ciudad de los 15 minutos, ¿utopía o realidad?",
      },
      {
        type: "formation",
        fr: "Formation : se remettre en selle en toute sécurité",
        en: "Training: getting back in the saddle safely",
        es: "Formación: volver a montar en bici con seguridad",
      },
      {
        type: "apero",
        fr: "Apéro-débat : comment se passer de la voiture ?",
        en: "Drinks & debate: how to live without a car?",
        es: "Aperitivo-debate: ¿cómo prescindir del coche?",
      },
    ],
    intros: [
      {
        fr: "Les transports représentent près d'un tiers des émissions de gaz à effet de serre en France. Marche, vélo, covoiturage, transports en commun : il existe mille façons de se déplacer autrement, souvent bonnes pour la santé comme pour le porte-monnaie.",
        en: "Transport accounts for almost a third of greenhouse gas emissions in France. Walking, cycling, car-sharing, public transport: there are countless ways to get around differently, often good for your health and your wallet.",
        es: "El transporte representa casi un tercio de las emisiones de gases de efecto invernadero en Francia. Caminar, ir en bici, compartir coche, transporte público: hay mil maneras de moverse de otra forma, a menudo buenas para la salud y para el bolsillo.",
      },
      {
        fr: "Tu hésites à lâcher la voiture ou à enfourcher un vélo pour aller au travail ? Viens poser toutes tes questions à des personnes qui ont sauté le pas et partager tes bons plans.",
        en: "Thinking of ditching the car or cycling to work? Come and ask people who have made the switch, and share your own tips.",
        es: "¿Dudas en dejar el coche o ir al trabajo en bici? Ven a preguntar a personas que ya han dado el paso y a compartir tus trucos.",
      },
    ],
    program: [
      { fr: "Les bons réflexes pour circuler en ville", en: "Good habits for getting around town", es: "Buenos hábitos para moverse por la ciudad" },
      {
        fr: "Les aides à l'achat d'un vélo, expliquées simplement",
        en: "Bike purchase grants made simple",
        es: "Las ayudas para comprar una bici, explicadas de forma sencilla",
      },
      { fr: "Une cartographie collective des itinéraires sûrs", en: "Mapping safe routes together", es: "Un mapeo colectivo de los itinerarios seguros" },
    ],
  },
  biodiversite: {
    titles: [
      {
        type: "atelier",
        fr: "Atelier : construis un hôtel à insectes pour ton balcon",
        en: "Workshop: build an insect hotel for your balcony",
        es: "Taller: construye un hotel de insectos para tu balcón",
      },
      {
        type: "balade",
        fr: "Balade naturaliste : à la découverte des oiseaux {at}",
        en: "Nature walk: birdwatching {at}",
        es: "Paseo naturalista: descubriendo las aves {at}",
      },
      { type: "fresque", fr: "Fresque de la biodiversité {at}", en: "Biodiversity Fresk {at}", es: "Mural de la biodiversidad {at}" },
      {
        type: "projection",
        fr: "Projection-débat : « Le Chant des haies »",
        en: "Screening and debate: “The Song of Hedgerows”",
        es: "Proyección y debate: «El canto de los setos»",
      },
      {
        type: "meetup",
        fr: "Chantier participatif : plantons une haie ensemble {at}",
        en: "Volunteer day: let's plant a hedgerow together {at}",
        es: "Jornada participativa: plantemos un seto juntos {at}",
      },
    ],
    intros: [
      {
        fr: "Un million d'espèces sont menacées d'extinction dans le monde, et pourtant la nature en ville foisonne de vie pour qui sait la regarder. Viens (re)découvrir le vivant qui nous entoure et apprendre à le protéger.",
        en: "A million species are threatened with extinction worldwide, yet nature in the city teems with life for those who know how to look. Come and (re)discover the living world around us and learn how to protect it.",
        es: "Un millón de especies están amenazadas de extinción en el mundo y, sin embargo, la naturaleza en la ciudad rebosa de vida para quien sabe mirarla. Ven a (re)descubrir la vida que nos rodea y a aprender a protegerla.",
      },
      {
        fr: "Pas besoin d'être naturaliste pour agir : une haie, une mare ou un balcon fleuri suffisent à accueillir des dizaines d'espèces. On t'explique comment, les mains dans la terre.",
        en: "You don't need to be a naturalist to help: a hedgerow, a pond or a balcony in bloom is enough to host dozens of species. We'll show you how, hands in the soil.",
        es: "No hace falta ser naturalista para actuar: un seto, una charca o un balcón con flores bastan para acoger a decenas de especies. Te explicamos cómo, con las manos en la tierra.",
      },
    ],
    program: [
      { fr: "Une observation guidée avec un·e naturaliste", en: "Guided observation with a naturalist", es: "Una observación guiada con un naturalista" },
      { fr: "L'identification des espèces locales", en: "Identifying local species", es: "La identificación de las especies locales" },
      {
        fr: "Des gestes simples pour accueillir la biodiversité chez soi",
        en: "Simple ways to welcome wildlife at home",
        es: "Gestos sencillos para acoger la biodiversidad en casa",
      },
    ],
  },
};
