import { describe, expect, it } from 'vitest';
import { SKILL_TYPES } from './skill-types';
import { SKILLS_BY_TYPE } from './skills';
import { JOB_PROFILES } from './job-profiles';
import { EVALUATION_CRITERIA } from './evaluation-criteria';

const all = Object.values(SKILLS_BY_TYPE).flat();

describe('reference data', () => {
  it('has at least 400 skills, each under a known type, with unique labels and Boond ids', () => {
    expect(all.length).toBeGreaterThanOrEqual(400);
    expect(Object.keys(SKILLS_BY_TYPE).sort()).toEqual(SKILL_TYPES.map((t) => t.code).sort());
    const labels = all.map(([, fr]) => fr.toLowerCase());
    expect(new Set(labels).size).toBe(labels.length);
    const boondIds = all.map(([id]) => id).filter((id) => id !== null);
    expect(new Set(boondIds).size).toBe(boondIds.length);
    expect(boondIds.length / all.length).toBeGreaterThan(0.8);
  });
  it('keeps names short enough for the columns and free of the multi-value separator', () => {
    for (const [, fr, en] of all) {
      for (const name of [fr, en ?? fr]) {
        expect(name.length).toBeLessThanOrEqual(150);
        expect(name).not.toContain(' / ');
        expect(name).toBe(name.trim());
      }
    }
  });
  it('has one soft-skill type, and soft skills translated', () => {
    expect(SKILL_TYPES.filter((t) => t.isSoft).map((t) => t.code)).toEqual(['soft-skills']);
    expect(SKILLS_BY_TYPE['soft-skills']).toContainEqual([null, "Esprit d'équipe", 'Teamwork']);
    expect(SKILLS_BY_TYPE['methods']).toContainEqual([80028, 'Gestion de projet', 'Project management']);
  });
  it('has about eight job profiles of 8–15 catalogue skills rated 1–4', () => {
    const labels = new Set(all.map(([, fr]) => fr.toLowerCase()));
    expect(JOB_PROFILES.length).toBeGreaterThanOrEqual(8);
    expect(new Set(JOB_PROFILES.map((p) => p.nameEn.toLowerCase())).size).toBe(JOB_PROFILES.length);
    for (const p of JOB_PROFILES) {
      expect(p.skills.length, p.nameEn).toBeGreaterThanOrEqual(8);
      expect(p.skills.length, p.nameEn).toBeLessThanOrEqual(15);
      for (const [label, level] of p.skills) {
        expect(labels.has(label.toLowerCase()), `${p.nameEn}: ${label}`).toBe(true);
        expect(level).toBeGreaterThanOrEqual(1);
        expect(level).toBeLessThanOrEqual(4);
      }
      expect(new Set(p.skills.map(([l]) => l)).size, p.nameEn).toBe(p.skills.length);
    }
  });
  it('has evaluation criteria for the four non-technical types, with unique codes and translated labels', () => {
    expect([...new Set(EVALUATION_CRITERIA.map((c) => c.idType))].sort()).toEqual([2, 3, 4, 5]);
    expect(new Set(EVALUATION_CRITERIA.map((c) => c.code)).size).toBe(EVALUATION_CRITERIA.length);
    for (const c of EVALUATION_CRITERIA) {
      expect(c.labelFr.length, c.code).toBeGreaterThan(0);
      expect(c.labelEn.length, c.code).toBeGreaterThan(0);
      expect(c.labelEn, c.code).not.toBe(c.labelFr);
    }
  });
});
