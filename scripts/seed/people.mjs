// Names for seeded people and the associations organizers run.

export const FIRST_NAMES = [
  "Camille", "Léa", "Manon", "Chloé", "Inès", "Sarah", "Jade", "Louise", "Zoé", "Emma", "Clara", "Juliette",
  "Anaïs", "Maëlle", "Élodie", "Mathilde", "Océane", "Pauline", "Margaux", "Nadia", "Yasmine", "Fatou", "Aïcha", "Lucie",
  "Hélène", "Agathe", "Noémie", "Salomé", "Bérénice", "Gaëlle", "Lucas", "Hugo", "Louis", "Nathan", "Théo", "Jules",
  "Arthur", "Gabriel", "Raphaël", "Maxime", "Antoine", "Thomas", "Clément", "Baptiste", "Quentin", "Mathis", "Romain", "Adrien",
  "Mehdi", "Karim", "Youssef", "Moussa", "Kévin", "Jérôme", "Benoît", "Loïc", "Aurélien", "François", "Cédric", "Grégoire",
  "Sacha", "Alex", "Charlie", "Noa",
];

export const LAST_NAMES = [
  "Martin", "Bernard", "Dubois", "Thomas", "Robert", "Richard", "Petit", "Durand", "Leroy", "Moreau", "Simon", "Laurent",
  "Lefèvre", "Michel", "Garcia", "David", "Bertrand", "Roux", "Vincent", "Fournier", "Morel", "Girard", "André", "Mercier",
  "Dupont", "Lambert", "Bonnet", "François", "Martinez", "Legrand", "Garnier", "Faure", "Rousseau", "Blanc", "Guérin", "Muller",
  "Henry", "Roussel", "Nicolas", "Perrin", "Morin", "Mathieu", "Clément", "Gauthier", "Dumont", "Lopez", "Fontaine", "Chevalier",
  "Robin", "Masson", "Sanchez", "Gérard", "Nguyen", "Boyer", "Denis", "Lemaire", "Duval", "Joly", "Gautier", "Roger",
  "Benali", "Diallo", "Traoré", "Haddad", "Le Gall", "Kerbrat", "Ferreira", "Da Silva", "Ben Amor", "Bouchard",
];

export const ASSOCIATIONS = [
  "Collectif Vélo Malin", "Terres Communes", "Les Jardins partagés du Canal", "La Fabrique solidaire", "Zéro Déchet Ensemble",
  "Tech for Good Lyon", "Les Petits Débrouillards du quartier", "Alternatiba Jeunes", "Repair Café des Pentes", "Le Panier paysan",
  "Cultures croisées", "Habiter Autrement", "Égalité Maintenant", "Santé Commune", "Les Ateliers du Réemploi",
  "Biodiv'Cité", "Climat en Action", "L'École des transitions", "Accueil & Partage", "Numérique Sobre",
  "Les Semeurs de liens", "Fresques & Compagnie", "Cinéma en transition", "Solidarités Nouvelles",
];
