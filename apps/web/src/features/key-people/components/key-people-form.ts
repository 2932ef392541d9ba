/**
 * The key-people form's values (one react-hook-form over the whole record) and the save body built from them: the
 * spec's userInfo, missionData, allPosition and dcSkillsData. Every skill shown is saved with its rate: the saved one,
 * else the file's star level on Boond's scale (the server's `suggestedRate`).
 */
import type { KeyPeopleRecord, KeyPeopleStatusFilter, KeyPeopleUpdate } from '@my-skills/shared/schemas/key-people';

export interface MissionValues {
  client: string;
  idBrand: number | null;
  startDate: string | null;
  endDate: string | null;
  role: string;
}
export interface PositionValues {
  title: string;
  startDate: string | null;
  endDate: string | null;
}
export interface SkillValues {
  idSkill: number;
  name: string;
  starLevel: number | null;
  inFile: boolean;
  rate: number;
  high: boolean;
}

export interface KeyPeopleValues {
  status: KeyPeopleStatusFilter;
  userInfo: Omit<
    KeyPeopleRecord['userInfo'],
    'idUser' | 'firstName' | 'lastName' | 'reference' | 'managerName' | 'hasBoond'
  >;
  missionData: MissionValues[];
  allPosition: PositionValues[];
  dcSkillsData: SkillValues[];
}

export const RATES = [0, 1, 2, 3, 4, 5] as const;

/** The record as the form edits it. */
export function valuesOf(record: KeyPeopleRecord): KeyPeopleValues {
  const {
    idUser: _id,
    firstName: _f,
    lastName: _l,
    reference: _r,
    managerName: _m,
    hasBoond: _b,
    ...userInfo
  } = record.userInfo;
  return {
    status: record.status,
    userInfo,
    missionData: record.missionData.map((m) => ({
      client: m.client,
      idBrand: m.idBrand,
      startDate: m.startDate,
      endDate: m.endDate,
      role: m.role,
    })),
    allPosition: record.allPosition.map((p) => ({ title: p.title, startDate: p.startDate, endDate: p.endDate })),
    dcSkillsData: record.dcSkillsData.map((s) => ({
      idSkill: s.idSkill,
      name: s.name,
      starLevel: s.starLevel,
      inFile: s.inFile,
      rate: s.rate ?? s.suggestedRate ?? 0,
      high: s.high,
    })),
  };
}

/** PUT /api/KeyPeople's body from the form, under the row version read. */
export const bodyOf = (idUser: number, rowVersion: number, v: KeyPeopleValues): KeyPeopleUpdate => ({
  idUser,
  rowVersion,
  status: v.status,
  userInfo: { ...v.userInfo, categories: [...v.userInfo.categories].sort((a, b) => a - b) },
  missionData: v.missionData.map((m) => ({ ...m, client: m.client.trim() })),
  allPosition: v.allPosition.map((p) => ({ ...p, title: p.title.trim() })),
  dcSkillsData: v.dcSkillsData.map((s) => ({ idSkill: s.idSkill, rate: s.rate, high: s.high })),
});

export const emptyMission = (): MissionValues => ({
  client: '',
  idBrand: null,
  startDate: null,
  endDate: null,
  role: '',
});
export const emptyPosition = (): PositionValues => ({ title: '', startDate: null, endDate: null });
