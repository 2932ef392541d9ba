/** The texts the skills-file seeds draw from: clients, positions, projects, degrees and schools. */
export const CLIENTS = [
  'Banque Horizon',
  'Assurances Lumière',
  'Aéro Systèmes',
  'Énergie Verte',
  'Rail Connect',
  'Santé Plus',
  'Télécom Nova',
  'Auto Motion',
  'Retail Group',
  'Ministère des Finances',
  'Pharma Labs',
  'Logistique Express',
];
export const POSITIONS_FR = [
  'Développeur Java',
  'Développeur full stack',
  'Tech lead',
  'Architecte logiciel',
  'Ingénieur DevOps',
  'Data engineer',
  'Chef de projet technique',
  'Ingénieur test et validation',
  'Consultant SAP',
  'Ingénieur systèmes embarqués',
  'Scrum master',
  'Analyste fonctionnel',
];
export const POSITIONS_EN = [
  'Java developer',
  'Full-stack developer',
  'Tech lead',
  'Software architect',
  'DevOps engineer',
  'Data engineer',
  'Technical project manager',
  'Test and validation engineer',
  'SAP consultant',
  'Embedded systems engineer',
  'Scrum master',
  'Business analyst',
];
export const PROJECTS = [
  'Refonte du SI de paiement',
  'Plateforme de données',
  'Migration vers le cloud',
  'Application mobile client',
  'Portail partenaires',
  'Calculateur de bord',
  'Outil de planification',
  'Dématérialisation des contrats',
];
export const DEGREES = [
  'Diplôme d’ingénieur en informatique',
  'Master MIAGE',
  'Master en génie logiciel',
  'Licence professionnelle',
  'BTS SIO',
  'DUT informatique',
];
export const SCHOOLS = [
  'INSA Lyon',
  'Université de Bordeaux',
  'EPITA',
  'Télécom Paris',
  'Université de Lille',
  'École Centrale de Nantes',
];
