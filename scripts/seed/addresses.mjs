// Place values (docs/product.md §3 "Place value") for event venues, formatted the way each country writes addresses.

import { cityName } from "./cities.mjs";

const VENUES = {
  fr: [
    "Maison des associations",
    "Médiathèque centrale",
    "Le Bocal, café associatif",
    "La Serre, tiers-lieu",
    "Maison de quartier",
    "L'Établi, atelier partagé",
    "Salle des fêtes municipale",
    "Le Local, espace de coworking",
    "Amphithéâtre de l'université",
    "Jardin partagé des Lilas",
    "Ressourcerie du centre",
    "Cinéma associatif Le Lumière",
  ],
  es: ["Centro cívico", "Biblioteca municipal", "La Colmena, espacio de coworking", "Café cooperativo La Tribu", "Huerto urbano comunitario", "Ateneo popular"],
};

const ONLINE = { fr: "En ligne", en: "Online", es: "En línea" };

function streetLine(city, number, street) {
  switch (city.country.code) {
    case "BE":
    case "CH":
      return `${street} ${number}`;
    case "ES":
      return `${street}, ${number}`;
    default:
      return `${number} ${street}`;
  }
}

function formatAddress(city, number, street, zip) {
  const country = city.country.names[city.country.lang];
  if (city.country.code === "CA") return `${number} ${street}, ${city.name}, QC ${zip}, ${country}`;
  return `${streetLine(city, number, street)}, ${zip} ${city.name}, ${country}`;
}

/** A venue in `city` (or the hotspot's own place), with coordinates jittered around the city centre. */
export function drawVenue(rng, city, hotspot) {
  const jitter = () => (rng.next() - 0.5) * 0.04;
  const zipCode = rng.pick(city.zips);
  return {
    city,
    name: hotspot?.name ?? rng.pick(VENUES[city.country.lang]),
    formattedAddress: formatAddress(city, rng.int(1, 160), rng.pick(city.streets), zipCode),
    zipCode,
    placeId: `ChIJ${rng.hex(23)}`,
    lat: Number((hotspot?.lat ?? city.lat + jitter()).toFixed(6)),
    lng: Number((hotspot?.lng ?? city.lng + jitter()).toFixed(6)),
  };
}

/** The place value of a venue as stored for `lang` (city and country names in that language). */
export function placeValue(venue, lang) {
  if (!venue) return { visio: true, formattedAddress: ONLINE[lang] };
  const { city } = venue;
  return {
    formattedAddress: venue.formattedAddress,
    city: cityName(city, lang),
    country: city.country.names[lang],
    countryCode: city.country.code,
    placeId: venue.placeId,
    region: city.region,
    zipCode: venue.zipCode,
    lat: venue.lat,
    lng: venue.lng,
    name: venue.name,
    types: ["establishment", "point_of_interest"],
    visio: false,
  };
}
