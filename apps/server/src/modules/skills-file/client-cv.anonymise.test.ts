/** The client CV's text scrubber and the initials (issue 22 §4): what goes, what stays. */
import { describe, expect, it } from 'vitest';
import { initialsOf } from '@my-skills/shared/client-cv-rules';
import { createScrubber } from './client-cv.anonymise';

const scrub = createScrubber({
  alias: 'H. R.',
  firstName: 'Hélène',
  lastName: 'Roux',
  email: 'helene.roux@example.com',
  birthDate: '1985-02-07',
  clients: [{ name: 'Société Générale', sector: 'une banque' }],
  relevanceOrder: false,
});

describe('client CV scrubber', () => {
  it('turns the names into the alias whatever the case and accents', () => {
    expect(scrub('Helene ROUX a piloté la migration ; Roux Hélène, référente.')).toBe(
      'H. R. a piloté la migration ; H. R., référente.',
    );
  });

  it('removes e-mails, phones, profile links and the birth date in its usual forms', () => {
    expect(scrub('Contact : helene.roux@example.com, +33 (0)6 12 34 56 78.')).toBe('');
    expect(scrub('Tél. 06.12.34.56.78 — h.r@mail.fr')).toBe('');
    expect(scrub('Née le 07/02/1985 à Lyon')).toBe('à Lyon');
    expect(scrub('born on 7 February 1985; February 7th, 1985; 1985-02-07; 7 février 1985')).toBe('');
    expect(scrub('Profil : https://www.linkedin.com/in/helene-roux-123 et github.com/hroux')).toBe('Profil : et');
  });

  it('keeps what is not personal: years, periods, amounts, versions, skill names', () => {
    expect(scrub('De 2019-2021 puis 2022 – 2024, budget 1 200 000 €, Java 17.0.2')).toBe(
      'De 2019-2021 puis 2022 – 2024, budget 1 200 000 €, Java 17.0.2',
    );
    expect(scrub('Mobile')).toBe('Mobile');
    expect(scrub('Team of 6, Scrum, two-week sprints')).toBe('Team of 6, Scrum, two-week sprints');
  });

  it('replaces a hidden client wherever the text names it', () => {
    expect(scrub('Refonte du SI de la SOCIETE GENERALE (Paris)')).toBe('Refonte du SI de la une banque (Paris)');
  });
});

describe('initials', () => {
  it('one initial per name, hyphenated names kept', () => {
    expect(initialsOf('Alice', 'Martin')).toBe('A. M.');
    expect(initialsOf('Jean-Pierre', 'de La Fontaine')).toBe('J.-P. D. L. F.');
    expect(initialsOf('Élodie', '')).toBe('É.');
  });
});
