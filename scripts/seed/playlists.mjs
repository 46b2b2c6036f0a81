// Playlists (ordered series of articles and events) and recommendation pages, in fr, en and es
// (docs/product.md §2 "/playlist/{slug}", "/recos/{slug}"). Articles are named by slug; each playlist ends
// with the next public upcoming events of its topic.

import { iso } from "./dates.mjs";

const PLAYLISTS = [
  {
    slug: "bien-demarrer-le-zero-dechet",
    topic: "zero-dechet",
    image: "/covers/zero-dechet.png",
    title: {
      fr: "Bien démarrer le zéro déchet",
      en: "Getting started with zero waste",
      es: "Empezar con el residuo cero",
    },
    description: {
      fr: "Du compost en appartement aux premiers ateliers près de chez toi : cinq étapes pour alléger ta poubelle sans te décourager.",
      en: "From composting in a flat to your first workshops nearby: five steps to lighten your bin without losing heart.",
      es: "Del compost en el piso a los primeros talleres cerca de ti: cinco pasos para aligerar tu cubo de basura sin desanimarte.",
    },
    articles: [
      "10-gestes-simples-pour-reduire-ses-dechets-dans-la-cuisine",
      "composter-en-appartement-le-guide-du-lombricomposteur",
      "famille-zero-dechet-un-an-plus-tard-ils-font-le-bilan",
      "fabriquer-son-dentifrice-en-3-minutes",
      "la-seconde-vie-des-objets",
    ],
  },
  {
    slug: "se-deplacer-a-velo",
    topic: "mobilite",
    image: "/covers/mobilite.png",
    title: { fr: "Se mettre au vélo", en: "Taking up cycling", es: "Pasarse a la bici" },
    description: {
      fr: "Choisir son itinéraire, réparer une crevaison, rencontrer d'autres cyclistes : la playlist pour passer au vélo au quotidien.",
      en: "Choosing your route, fixing a puncture, meeting other cyclists: the playlist to cycle every day.",
      es: "Elegir tu ruta, reparar un pinchazo, conocer a otros ciclistas: la playlist para ir en bici a diario.",
    },
    articles: [
      "passer-au-velotaf-le-guide-pour-bien-demarrer",
      "reparer-une-crevaison-sans-stress",
      "hugo-repare-des-velos-et-forme-les-jeunes-de-son-quartier",
      "la-ville-sans-voiture-on-y-va",
      "voiture-electrique-fausse-bonne-idee-ou-vraie-solution",
    ],
  },
  {
    slug: "comprendre-le-climat",
    topic: "climat",
    image: "/covers/climat.png",
    title: { fr: "Comprendre le climat en une soirée", en: "Understand the climate in one evening", es: "Entender el clima en una tarde" },
    description: {
      fr: "Le rapport du GIEC résumé, la Fresque du Climat expliquée, ton empreinte calculée : de quoi y voir clair, puis agir.",
      en: "The IPCC report in short, the Climate Fresk explained, your footprint worked out: see clearly, then act.",
      es: "El informe del IPCC resumido, el Mural del Clima explicado, tu huella calculada: para verlo claro y actuar.",
    },
    articles: [
      "rapport-du-giec-ce-qu-il-faut-retenir-en-5-minutes",
      "la-fresque-du-climat-expliquee-en-4-minutes",
      "calculer-son-empreinte-carbone-mode-d-emploi",
      "l-eco-anxiete-et-apres",
      "la-sobriete-n-est-pas-une-punition",
    ],
  },
];

const RECOS = [
  {
    slug: "pour-bien-commencer",
    image: "/covers/climat.png",
    title: { fr: "Nos recommandations pour bien commencer", en: "Our picks to get started", es: "Nuestras recomendaciones para empezar" },
    intro: {
      fr: "Des livres, des films et des outils choisis par l'équipe pour comprendre les enjeux et trouver ta façon d'agir.",
      en: "Books, films and tools chosen by the team to understand the issues and find your own way to act.",
      es: "Libros, películas y herramientas elegidos por el equipo para entender los retos y encontrar tu manera de actuar.",
    },
    items: [
      {
        kind: "book",
        title: "Petit manuel de résistance contemporaine",
        author: "Cyril Dion",
        url: "https://www.actes-sud.fr/catalogue/ecologie/petit-manuel-de-resistance-contemporaine",
        description: {
          fr: "Un court essai sur les récits qui nous font agir, et pourquoi les gestes individuels ne suffisent pas seuls.",
          en: "A short essay on the stories that make us act, and why individual gestures are not enough on their own.",
          es: "Un breve ensayo sobre los relatos que nos mueven a actuar, y por qué los gestos individuales no bastan solos.",
        },
      },
      {
        kind: "book",
        title: "Le monde sans fin",
        author: "Christophe Blain, Jean-Marc Jancovici",
        url: "https://www.dargaud.com/bd/le-monde-sans-fin",
        description: {
          fr: "La bande dessinée qui explique l'énergie et le climat avec humour et beaucoup de chiffres.",
          en: "The comic book that explains energy and climate with humour and plenty of figures.",
          es: "El cómic que explica la energía y el clima con humor y muchas cifras.",
        },
      },
      {
        kind: "film",
        title: "Demain",
        author: "Cyril Dion, Mélanie Laurent",
        url: "https://www.demain-lefilm.com/",
        description: {
          fr: "Un tour du monde des solutions en agriculture, énergie, économie, démocratie et éducation.",
          en: "A world tour of solutions in farming, energy, economy, democracy and education.",
          es: "Una vuelta al mundo de soluciones en agricultura, energía, economía, democracia y educación.",
        },
      },
      {
        kind: "website",
        title: "Nos Gestes Climat",
        author: "ADEME",
        url: "https://nosgestesclimat.fr/",
        description: {
          fr: "Le calculateur d'empreinte carbone public, en dix minutes, avec des pistes d'action personnalisées.",
          en: "The public carbon footprint calculator: ten minutes, with personal ideas for action.",
          es: "La calculadora pública de huella de carbono: diez minutos, con ideas de acción personalizadas.",
        },
      },
      {
        kind: "website",
        title: "Que faire de mes objets et déchets ?",
        author: "ADEME",
        url: "https://quefairedemesdechets.ademe.fr/",
        description: {
          fr: "Un moteur de recherche pour savoir où réparer, donner ou jeter chaque objet près de chez toi.",
          en: "A search engine to find where to repair, give away or dispose of each object near you.",
          es: "Un buscador para saber dónde reparar, donar o tirar cada objeto cerca de ti.",
        },
      },
      {
        kind: "article",
        title: "Calculer son empreinte carbone : mode d'emploi",
        author: "",
        url: "/media/guides/calculer-son-empreinte-carbone-mode-d-emploi",
        description: {
          fr: "Notre guide pour lire ton résultat et choisir les postes sur lesquels agir d'abord.",
          en: "Our guide to reading your result and choosing what to act on first.",
          es: "Nuestra guía para leer tu resultado y elegir por dónde empezar a actuar.",
        },
      },
    ],
  },
  {
    slug: "a-ecouter-et-a-regarder",
    image: "/covers/culture.png",
    title: { fr: "À écouter et à regarder", en: "To listen to and watch", es: "Para escuchar y ver" },
    intro: {
      fr: "Des podcasts et des documentaires pour nourrir ta réflexion dans les transports ou un soir de pluie.",
      en: "Podcasts and documentaries to feed your thinking on the commute or on a rainy evening.",
      es: "Pódcasts y documentales para alimentar tu reflexión en el transporte o una tarde de lluvia.",
    },
    items: [
      {
        kind: "podcast",
        title: "Présages",
        author: "Alexia Soyeux",
        url: "https://www.presages.fr/",
        description: {
          fr: "Des entretiens au long cours sur l'effondrement du vivant et les façons d'y faire face.",
          en: "Long-form interviews on the collapse of living systems and ways to face it.",
          es: "Entrevistas largas sobre el colapso de lo vivo y las formas de afrontarlo.",
        },
      },
      {
        kind: "film",
        title: "Animal",
        author: "Cyril Dion",
        url: "https://www.animal-lefilm.com/",
        description: {
          fr: "Deux adolescents partent à la rencontre de celles et ceux qui protègent la biodiversité.",
          en: "Two teenagers set out to meet the people who protect biodiversity.",
          es: "Dos adolescentes salen al encuentro de quienes protegen la biodiversidad.",
        },
      },
      {
        kind: "podcast",
        title: "L'éco-anxiété, et après ?",
        author: "Rendez-vous",
        url: "/media/podcasts/l-eco-anxiete-et-apres",
        description: {
          fr: "Notre épisode avec une psychologue et une militante pour transformer l'inquiétude en énergie.",
          en: "Our episode with a psychologist and an activist on turning worry into energy.",
          es: "Nuestro episodio con una psicóloga y una activista para convertir la inquietud en energía.",
        },
      },
      {
        kind: "event",
        title: { fr: "Les ateliers près de chez toi", en: "Workshops near you", es: "Los talleres cerca de ti" },
        author: "",
        url: "/events",
        description: {
          fr: "Après l'écoute, l'action : fresques, repair cafés et ateliers compost partout en France.",
          en: "After listening, action: climate fresks, repair cafés and compost workshops across France.",
          es: "Después de escuchar, actuar: murales del clima, repair cafés y talleres de compost en toda Francia.",
        },
      },
    ],
  },
];

const LANGS = ["fr", "en", "es"];

/** Playlist, playlist item, reco and reco item rows; events are the next public ones of the topic (`nextEvents`:
 * topic id → events, soonest first, from createNextEvents in event-lookups.mjs). */
export function generatePlaylists(rng, { anchor, articleSlugs, nextEvents, topicIds }) {
  const updatedAt = iso(anchor);
  const playlists = [];
  const playlistItems = [];
  for (const playlist of PLAYLISTS) {
    for (const slug of playlist.articles) if (!articleSlugs.has(slug)) throw new Error(`playlist ${playlist.slug}: no article ${slug}`);
    const upcoming = (nextEvents.get(topicIds[playlist.topic]) ?? []).slice(0, 2);
    const refs = [...playlist.articles.map((ref) => ({ kind: "article", ref })), ...upcoming.map((e) => ({ kind: "event", ref: e.slug }))];
    for (const lang of LANGS) {
      const id = rng.hex(24);
      playlists.push({
        id,
        slug: playlist.slug,
        lang,
        title: playlist.title[lang],
        description: playlist.description[lang],
        image: playlist.image,
        published: 1,
        updated_at: updatedAt,
      });
      refs.forEach((item, position) => playlistItems.push({ playlist_id: id, position, kind: item.kind, ref: item.ref, note: "" }));
    }
  }
  const recos = [];
  const recoItems = [];
  for (const reco of RECOS) {
    for (const lang of LANGS) {
      const id = rng.hex(24);
      recos.push({ id, slug: reco.slug, lang, title: reco.title[lang], intro: reco.intro[lang], image: reco.image, published: 1, updated_at: updatedAt });
      reco.items.forEach((item, position) =>
        recoItems.push({
          reco_id: id,
          position,
          kind: item.kind,
          title: typeof item.title === "string" ? item.title : item.title[lang],
          author: item.author,
          description: item.description[lang],
          url: item.url,
        }),
      );
    }
  }
  return { playlists, playlistItems, recos, recoItems };
}
