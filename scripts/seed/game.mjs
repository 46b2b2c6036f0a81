// Word game: the dictionary of accepted five-letter words (no accents, upper case),
// the word of each day for the next 30 days, and a few scores.
//
// Accepted guesses: the common words below, plus every five-letter word of the npm package
// an-array-of-french-words (MIT, ~336,000 French words from the Letterpress list; about 5,900 once folded to
// five letters A–Z). It is a development dependency read here only: the words go into D1 by the seed and
// never into the Worker's bundle. Daily words are drawn from DAILY_CANDIDATES only, which everyone knows.

import { createRequire } from "node:module";
import { DAY, HOUR, iso, isoDay } from "./dates.mjs";

const DICTIONARY = `
ABORD ACIER ADIEU AGILE AIDER AIMER AINSI AJOUT ALBUM ALLER AMBRE ANCRE ANGLE APPEL ARBRE ARMER
ASTRE ATLAS ATOME AUTRE AVANT AVION AVOIR AVRIL BADGE BAGUE BALAI BALLE BANDE BARBE BARON BASSE
BEAUX BELLE BERGE BIJOU BILAN BILLE BLANC BLOND BOIRE BOMBE BONNE BONUS BORNE BOSSE BOTTE BOULE
BOURG BRAVE BRISE BRUIT BRUME BRUNE BULLE CACAO CADRE CALME CANAL CANNE CANOT CAPOT CARTE CASSE
CAUSE CELLE CHAIR CHAMP CHANT CHAOS CHAUD CHIEN CHOIX CHOSE CIBLE CIDRE CITER CIVIL CLAIR CLOWN
COEUR COLIS COLLE CONTE CORPS CORDE COTON COUDE COUPE COURS COURT CRABE CRAIE CREUX CRISE CROIX
CRUEL CUIRE CYCLE DANSE DELTA DENSE DETTE DEVIN DIGNE DISCO DIVAN DOIGT DOUCE DOUTE DRAME DROIT
ENVIE ENTRE ESSAI EXACT EXTRA FABLE FAIRE FAUNE FAUTE FEMME FERME FIBRE FICHE FILLE FILMS FINAL
FLAIR FLEUR FLORE FLOTS FOIRE FONDS FORCE FORME FORTE FOULE FRAIS FRANC FREIN FRUIT GALET GARDE
GENRE GENOU GESTE GIVRE GLACE GLOBE GOMME GORGE GRAIN GRAND GRAVE GRISE GUIDE HABIT HALTE HAMAC
HARPE HAUTE HERBE HEURE HIVER HOMME HONTE HUILE HUMUS HYMNE IMAGE INDEX ISSUE JADIS JAMBE JAUNE
JETON JEUDI JOUER JOUET JOUTE JUPON JUSTE KAYAK KOALA LABEL LAINE LAMPE LANCE LAPIN LARGE LARME
LASER LATTE LENTE LEVER LIANE LIBRE LIGNE LILAS LIMON LINGE LISTE LITRE LIVRE LOCAL LOGER LOUPE
LOURD LOYER LUNDI LUTIN LUTTE MAGIE MAIRE MALIN MAMAN MANIE MARDI MARGE MARIN MASSE MATCH MATIN
MELON MERCI MERLE MIEUX MILLE MINCE MIXTE MOINS MONDE MORAL MORSE MOTIF MOULE MOYEN MULET MURET
MYTHE NAGER NAPPE NATAL NAVET NEIGE NOBLE NOEUD NOIRE NORME NOUER NUAGE OASIS OBJET ODEUR OFFRE
OLIVE OMBRE ONCLE ORAGE ORDRE ORGUE OSIER OUTIL OVALE PANDA PANNE PARMI PAROI PARTI PASSE PATTE
PAUSE PAYER PEINE PELLE PENTE PERLE PESER PETIT PHARE PHOTO PIANO PINCE PISTE PIVOT PLAGE PLAIE
PLEIN PLUIE PLUME POCHE POIDS POING POINT POIRE POMME POMPE PORTE POSTE POUCE POULE PRISE PROIE
PRUNE PUITS PULPE QUART QUEUE QUOTA RADIO RAMER RASER RATER RAYON REINE RENNE REPAS RESTE RICHE
RIVAL ROBOT ROCHE ROMAN RONDE ROTIN ROUGE ROUTE RUCHE RUGBY RUINE RURAL SABLE SABOT SAINT SALLE
SALON SALUT SAUCE SAULE SAVON SCOUT SEIZE SELLE SERRE SIGNE SIROP SOBRE SOEUR SOLDE SOMME SONDE
SORTE SOUPE SOURD SPORT STADE STAGE STYLE SUCRE SUITE SUPER TABLE TACHE TALON TANTE TAPIS TARIF
TARTE TASSE TAUPE TEINT TEMPS TENIR TENTE TERRE TEXTE TIGRE TIRER TISSU TITRE TOILE TOMBE TONNE
TORSE TOTAL TRACE TRAIN TRAIT TRAME TRIBU TRIER TRONC TUILE TULLE TUYAU UNION USAGE USINE USURE
UTILE VACHE VAGUE VALSE VENIR VENTE VERBE VERRE VESTE VIEUX VIGNE VILLE VIRUS VISER VITRE VIVRE
VOILE VOLER VOTER YACHT ZESTE
`
  .trim()
  .split(/\s+/);

const DAILY_CANDIDATES = [
  "ARBRE",
  "FLEUR",
  "PLUIE",
  "NUAGE",
  "HERBE",
  "TERRE",
  "GRAIN",
  "FRUIT",
  "NEIGE",
  "VIGNE",
  "ORAGE",
  "PLAGE",
  "MONDE",
  "LIBRE",
  "RUCHE",
  "SABLE",
  "SAULE",
  "GIVRE",
  "FAUNE",
  "FLORE",
  "HUMUS",
  "OASIS",
  "PHARE",
  "TRAIN",
  "CYCLE",
  "SOBRE",
  "TRIER",
  "USAGE",
  "UNION",
  "VOTER",
  "ESSAI",
  "OMBRE",
  "CALME",
  "JUSTE",
];

/** A word as the game compares it (app/features/game/word.ts foldWord): no accents, ligatures spelled out, upper case. */
function foldWord(word) {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/œ/gi, "OE")
    .replace(/æ/gi, "AE")
    .toUpperCase();
}

let acceptedWords;

/** Every accepted guess, sorted: the list above and the package's five-letter words. Read once per process. */
export function dictionaryWords() {
  if (!acceptedWords) {
    const packageWords = createRequire(import.meta.url)("an-array-of-french-words");
    const folded = packageWords.map(foldWord).filter((word) => /^[A-Z]{5}$/.test(word));
    acceptedWords = [...new Set([...DICTIONARY, ...folded])].sort();
  }
  return acceptedWords;
}

/**
 * The word of each of the 30 days from `anchor` (the seed's UTC day). It is the first use of the game's
 * random stream, so tests can compute the schedule the seed wrote (tests/e2e/game.spec.ts).
 */
export function scheduleWords(rng, anchor) {
  return rng.sample(DAILY_CANDIDATES, 30).map((word, i) => ({ day: isoDay(anchor + i * DAY), word }));
}

export function generateGame(rng, { anchor, users }) {
  const words = scheduleWords(rng, anchor);
  const players = rng.sample(
    users.filter((u) => u.active === 1),
    8,
  );
  // A player is their account or an anonymous id (migrations/0013_game.sql); only winners name themselves.
  const scores = players.map((user, i) => {
    const day = anchor - (i % 2) * DAY;
    const tries = rng.int(2, 6);
    const id = rng.hex(24);
    const userId = i < 6 ? user.id : null;
    const seconds = rng.int(35, 540);
    const winner = Number(tries < 6 || rng.chance(0.5));
    return {
      id,
      day: isoDay(day),
      user_id: userId,
      player: userId ? `u:${userId}` : `a:${id}`,
      name: winner ? user.display_name : "",
      tries,
      seconds,
      winner,
      created_at: iso(day + rng.int(7, 11) * HOUR + rng.int(0, 3599) * 1000),
    };
  });
  return { dictionary: dictionaryWords().map((word) => ({ word })), words, scores };
}
