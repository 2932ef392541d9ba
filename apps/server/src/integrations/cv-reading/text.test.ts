import { describe, expect, it } from 'vitest';
import { cleanText, stripBullet, undoHyphenation, vocabularyOf } from './text';

describe('cleanText', () => {
  it('expands ligatures, normalises (NFKC) and collapses spaces', () => {
    expect(cleanText('  ofﬁce  ﬂux\u00a0eﬀort ﬃ ﬄ  ')).toBe('office flux effort ffi ffl');
    expect(cleanText('Ｊａｖａ\u200b 17')).toBe('Java 17');
  });
});

describe('stripBullet', () => {
  it.each(['•', '▪', '–', '-', '●', '■', '►'])('strips the bullet %s into bullet: true', (bullet) => {
    expect(stripBullet(`${bullet} Refonte du portail`)).toEqual({ text: 'Refonte du portail', bullet: true });
  });
  it('keeps a dash that is no bullet, and a line made of a bullet alone', () => {
    expect(stripBullet('-5 % de coûts')).toEqual({ text: '-5 % de coûts', bullet: false });
    expect(stripBullet('2016 – 2018')).toEqual({ text: '2016 – 2018', bullet: false });
    expect(stripBullet('•')).toEqual({ text: '•', bullet: false });
  });
});

describe('undoHyphenation', () => {
  const undo = (lines: string[], others: string[] = []) => undoHyphenation(lines, vocabularyOf([...lines, ...others]));

  it('rebuilds a word cut at the end of a line', () => {
    expect(undo(['Conception et dévelop-', 'pement de la plateforme'])).toEqual([
      'Conception et développement',
      'de la plateforme',
    ]);
    expect(undo(['Définition des ﬂux de certiﬁ-', 'cation'])).toEqual(['Définition des ﬂux de certiﬁcation', '']);
    expect(undo(['aux performances des traite-', 'ments. Suite'])).toEqual([
      'aux performances des traitements.',
      'Suite',
    ]);
  });

  it('keeps a real hyphen: a capital after it, a known compound, a hyphenated word found elsewhere', () => {
    expect(undo(['Jean-', 'Pierre Martin'])).toEqual(['Jean-Pierre', 'Martin']);
    expect(undo(['Développeuse full-', 'stack depuis 2019'])).toEqual(['Développeuse full-stack', 'depuis 2019']);
    expect(undo(['Pilotage de la sous-', 'traitance'])).toEqual(['Pilotage de la sous-traitance', '']);
    expect(undo(['Un outil libre-', 'service'], ['Portail libre-service des agents'])).toEqual([
      'Un outil libre-service',
      '',
    ]);
  });

  it('glues an address, e-mail or handle cut on its hyphen back with its hyphen', () => {
    expect(undo(['www.linkedin.com/in/olivia-', 'bennett-3a1b2c'])).toEqual([
      'www.linkedin.com/in/olivia-bennett-3a1b2c',
      '',
    ]);
    expect(undo(['jean-', 'pierre.martin@example.org (perso)'])).toEqual(['jean-pierre.martin@example.org', '(perso)']);
    expect(undo(['github: @julie_martin-', 'dev'])).toEqual(['github: @julie_martin-dev', '']);
    expect(undo(['Conception et dévelop-', 'pement.'])).toEqual(['Conception et développement.', '']);
  });

  it('leaves a line ending with a detached dash (a period cut in two) alone', () => {
    expect(undo(['Oct 2019 -', 'present'])).toEqual(['Oct 2019 -', 'present']);
  });
});
