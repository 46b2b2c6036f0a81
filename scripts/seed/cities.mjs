// Cities where seeded events take place: real coordinates, regions, postcodes and street names.
// `at` is how a title says "in <city>" in each language; `weight` is the relative share of events.

const FR = { code: "FR", names: { fr: "France", en: "France", es: "Francia" }, timezone: "Europe/Paris", lang: "fr" };

function french(name, weight, lat, lng, region, zips, streets, at = `à ${name}`) {
  return { name, weight, lat, lng, region, zips, streets, at: { fr: at, en: `in ${name}`, es: `en ${name}` }, country: FR };
}

export const CITIES = [
  french("Paris", 14, 48.8566, 2.3522, "Île-de-France", ["75003", "75010", "75011", "75018", "75019", "75020"],
    ["rue de Rivoli", "rue du Faubourg-Saint-Antoine", "boulevard de Belleville", "rue Oberkampf", "quai de Valmy"]),
  french("Lyon", 7, 45.764, 4.8357, "Auvergne-Rhône-Alpes", ["69001", "69002", "69003", "69007"],
    ["rue de la République", "cours Lafayette", "quai Saint-Antoine", "montée de la Grande-Côte"]),
  french("Marseille", 5, 43.2965, 5.3698, "Provence-Alpes-Côte d'Azur", ["13001", "13005", "13006"],
    ["La Canebière", "cours Julien", "boulevard Longchamp", "rue de la République"]),
  french("Toulouse", 5, 43.6047, 1.4442, "Occitanie", ["31000", "31300", "31500"],
    ["rue d'Alsace-Lorraine", "allées Jean-Jaurès", "rue du Taur"]),
  french("Bordeaux", 5, 44.8378, -0.5792, "Nouvelle-Aquitaine", ["33000", "33300", "33800"],
    ["cours de l'Intendance", "quai des Chartrons", "cours Victor-Hugo"]),
  french("Lille", 5, 50.6292, 3.0573, "Hauts-de-France", ["59000", "59800"],
    ["rue Nationale", "rue de Béthune", "boulevard de la Liberté", "rue Gambetta"]),
  french("Nantes", 5, 47.2184, -1.5536, "Pays de la Loire", ["44000", "44100", "44200"],
    ["rue de Strasbourg", "quai de la Fosse", "rue Crébillon"]),
  french("Strasbourg", 4, 48.5734, 7.7521, "Grand Est", ["67000"],
    ["Grand'Rue", "quai des Bateliers", "avenue des Vosges"]),
  french("Montpellier", 4, 43.6108, 3.8767, "Occitanie", ["34000"],
    ["rue de la Loge", "avenue de Toulouse", "rue Foch"]),
  french("Rennes", 4, 48.1173, -1.6778, "Bretagne", ["35000"],
    ["rue de Saint-Malo", "boulevard de la Liberté", "quai Lamennais"]),
  french("Grenoble", 3, 45.1885, 5.7245, "Auvergne-Rhône-Alpes", ["38000", "38100"],
    ["cours Jean-Jaurès", "rue Félix-Poulat", "quai Perrière"]),
  french("Nice", 3, 43.7102, 7.262, "Provence-Alpes-Côte d'Azur", ["06000", "06300"],
    ["avenue Jean-Médecin", "rue de France", "boulevard Gambetta"]),
  french("Dijon", 2, 47.322, 5.0415, "Bourgogne-Franche-Comté", ["21000"], ["rue de la Liberté", "rue Monge"]),
  french("Angers", 2, 47.4784, -0.5632, "Pays de la Loire", ["49000", "49100"], ["rue Saint-Laud", "boulevard Foch"]),
  french("Tours", 2, 47.3941, 0.6848, "Centre-Val de Loire", ["37000"], ["rue Nationale", "rue Colbert"]),
  french("Clermont-Ferrand", 2, 45.7772, 3.087, "Auvergne-Rhône-Alpes", ["63000"], ["rue du Port", "avenue des États-Unis"]),
  french("Rouen", 2, 49.4432, 1.0999, "Normandie", ["76000"], ["rue du Gros-Horloge", "rue Beauvoisine"]),
  french("Metz", 2, 49.1193, 6.1757, "Grand Est", ["57000"], ["rue Serpenoise", "rue des Jardins"]),
  french("Nancy", 2, 48.6921, 6.1844, "Grand Est", ["54000"], ["Grande Rue", "cours Léopold"]),
  french("Brest", 2, 48.3904, -4.4861, "Bretagne", ["29200"], ["rue de Siam", "rue Jean-Jaurès"]),
  french("Caen", 2, 49.1829, -0.3707, "Normandie", ["14000"], ["rue Saint-Jean", "rue Écuyère"]),
  french("Le Mans", 2, 48.0061, 0.1996, "Pays de la Loire", ["72000"], ["rue des Minimes", "avenue du Général-de-Gaulle"], "au Mans"),
  french("Limoges", 2, 45.8336, 1.2611, "Nouvelle-Aquitaine", ["87000"], ["rue Jean-Jaurès", "boulevard Carnot"]),
  french("Besançon", 2, 47.2378, 6.0241, "Bourgogne-Franche-Comté", ["25000"], ["Grande Rue", "rue des Granges"]),
  french("Perpignan", 2, 42.6887, 2.8948, "Occitanie", ["66000"], ["rue de la Louge", "boulevard Clemenceau"]),
  french("Orléans", 2, 47.903, 1.9093, "Centre-Val de Loire", ["45000"], ["rue Jeanne-d'Arc", "rue de Bourgogne"]),
  french("Amiens", 2, 49.8941, 2.2958, "Hauts-de-France", ["80000"], ["rue des Trois-Cailloux", "quai Bélu"]),
  french("Poitiers", 2, 46.5802, 0.3404, "Nouvelle-Aquitaine", ["86000"], ["rue Carnot", "Grand'Rue"]),
  french("Annecy", 2, 45.8992, 6.1294, "Auvergne-Rhône-Alpes", ["74000"], ["rue Sainte-Claire", "rue Royale"]),
  french("La Rochelle", 2, 46.1603, -1.1511, "Nouvelle-Aquitaine", ["17000"], ["rue du Palais", "quai Duperré"]),
  {
    name: "Bruxelles", weight: 3, lat: 50.8503, lng: 4.3517, region: "Bruxelles-Capitale", zips: ["1000", "1050", "1060"],
    streets: ["Rue Haute", "Chaussée d'Ixelles", "Rue du Midi"],
    at: { fr: "à Bruxelles", en: "in Brussels", es: "en Bruselas" }, names: { en: "Brussels", es: "Bruselas" },
    country: { code: "BE", names: { fr: "Belgique", en: "Belgium", es: "Bélgica" }, timezone: "Europe/Brussels", lang: "fr" },
  },
  {
    name: "Genève", weight: 2, lat: 46.2044, lng: 6.1432, region: "Genève", zips: ["1201", "1204", "1205"],
    streets: ["Rue de Carouge", "Boulevard Carl-Vogt", "Rue des Bains"],
    at: { fr: "à Genève", en: "in Geneva", es: "en Ginebra" }, names: { en: "Geneva", es: "Ginebra" },
    country: { code: "CH", names: { fr: "Suisse", en: "Switzerland", es: "Suiza" }, timezone: "Europe/Zurich", lang: "fr" },
  },
  {
    name: "Montréal", weight: 3, lat: 45.5019, lng: -73.5674, region: "Québec", zips: ["H2X 1Y4", "H2T 1S6", "H2J 2K4"],
    streets: ["boulevard Saint-Laurent", "rue Saint-Denis", "avenue du Mont-Royal Est"],
    at: { fr: "à Montréal", en: "in Montreal", es: "en Montreal" }, names: { en: "Montreal" }, englishShare: 0.4,
    country: { code: "CA", names: { fr: "Canada", en: "Canada", es: "Canadá" }, timezone: "America/Toronto", lang: "fr" },
  },
  {
    name: "Madrid", weight: 3, lat: 40.4168, lng: -3.7038, region: "Comunidad de Madrid", zips: ["28004", "28012", "28014"],
    streets: ["Calle de Atocha", "Calle de Embajadores", "Calle de Fuencarral"],
    at: { fr: "à Madrid", en: "in Madrid", es: "en Madrid" },
    country: { code: "ES", names: { fr: "Espagne", en: "Spain", es: "España" }, timezone: "Europe/Madrid", lang: "es" },
  },
  {
    name: "Barcelona", weight: 3, lat: 41.3874, lng: 2.1686, region: "Cataluña", zips: ["08001", "08012", "08014"],
    streets: ["Carrer de Verdi", "Passeig de Sant Joan", "Carrer de Sants"],
    at: { fr: "à Barcelone", en: "in Barcelona", es: "en Barcelona" }, names: { fr: "Barcelone" },
    country: { code: "ES", names: { fr: "Espagne", en: "Spain", es: "España" }, timezone: "Europe/Madrid", lang: "es" },
  },
];

/** The city's name in `lang` (its own name unless it has an exonym there). */
export function cityName(city, lang) {
  return city.names?.[lang] ?? city.name;
}
