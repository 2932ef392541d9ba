import { describe, expect, it } from 'vitest';
import {
  boondActionsBody,
  canAdministerExchanges,
  canReadMailbox,
  dateOrDateTime,
  exchangesList,
  mailboxListQuery,
  resendBoondActionsBody,
  uploadFileToBoondDcBody,
  uploadFileToBoondEaBody,
} from './exchanges';

describe('exchanges permissions', () => {
  it.each([
    [null, false, false, false],
    [1, false, true, true],
    [2, false, true, true],
    [null, true, false, true],
  ] as const)(
    'internal role %s, dev sign-in %s → administer %s, read the mailbox %s',
    (idRoleInternal, devLogin, administer, mailbox) => {
      expect(canAdministerExchanges({ idRoleInternal })).toBe(administer);
      expect(canReadMailbox({ idRoleInternal }, devLogin)).toBe(mailbox);
    },
  );
});

describe('exchanges schemas', () => {
  it('accepts dates and Boond date-times, refuses impossible ones', () => {
    for (const ok of ['2026-03-12', '2026-03-12T09:24:00+0100', '2026-03-12T09:24:00Z', '2026-03-12T09:24']) {
      expect(dateOrDateTime.safeParse(ok).success, ok).toBe(true);
    }
    for (const bad of ['2026-13-01', '12/03/2026', '2026-03-12T25:00:00Z', '', 'tomorrow']) {
      expect(dateOrDateTime.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('lists: newest first by default; filters checked against their columns', () => {
    expect(exchangesList.query.parse({})).toMatchObject({ page: 1, pageSize: 25, sort: 'createdAt', order: 'desc' });
    const filters = (list: unknown[]) => ({ filters: JSON.stringify(list) });
    expect(exchangesList.query.safeParse(filters([{ field: 'state', op: 'equal', value: 'failed' }])).success).toBe(
      true,
    );
    expect(exchangesList.query.safeParse(filters([{ field: 'state', op: 'equal', value: 'lost' }])).success).toBe(
      false,
    );
    expect(exchangesList.query.safeParse(filters([{ field: 'payload', op: 'empty' }])).success).toBe(false);
    expect(mailboxListQuery.parse({ to: 'support@' })).toMatchObject({ to: 'support@', sort: 'createdAt' });
  });

  it('resend: objectType defaults to eepBm; unknown keys are refused', () => {
    expect(resendBoondActionsBody.parse({ idUser: 1, id: 2 }).objectType).toBe('eepBm');
    expect(resendBoondActionsBody.safeParse({ idUser: 1, id: 2, isAdmin: true }).success).toBe(false);
  });

  it('uploads: the caller names the document and never supplies it', () => {
    const body = { idUser: 1, idEa: 2 };
    expect(uploadFileToBoondEaBody.parse(body)).toEqual({ idUser: 1, idEa: 2, objectType: 'ea' });
    const pdf = Buffer.from('%PDF').toString('base64');
    expect(uploadFileToBoondEaBody.safeParse({ ...body, fileName: 'ea.pdf', content: pdf }).success).toBe(false);
    expect(uploadFileToBoondDcBody.safeParse({ idUser: 1, idDc: 3 }).success).toBe(true);
    expect(uploadFileToBoondDcBody.safeParse({ idUser: 1, idDc: 3, content: pdf }).success).toBe(false);
  });

  it('actions: the caller names the document; type, date and text are the server’s', () => {
    const body = { idUser: 1, objectType: 'ea', objectId: 3 };
    expect(boondActionsBody.safeParse(body).success).toBe(true);
    expect(boondActionsBody.safeParse({ ...body, typeOf: 80 }).success).toBe(false);
    expect(boondActionsBody.safeParse({ ...body, text: 'forged' }).success).toBe(false);
  });
});
