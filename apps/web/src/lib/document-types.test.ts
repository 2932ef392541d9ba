import { describe, expect, it } from 'vitest';
import { documentTypes, isDocumentKind, isExportedKind, labelText } from './document-types';

describe('the document-type map', () => {
  it('knows the documents of the web app by their kind, and nothing else', () => {
    expect(isDocumentKind('dc')).toBe(true);
    expect(isDocumentKind('ea')).toBe(true);
    expect(isDocumentKind('toString')).toBe(false);
    expect(isDocumentKind(null)).toBe(false);
    expect(isExportedKind('ea')).toBe(true);
    expect(isExportedKind('eepBm')).toBe(true);
    expect(isExportedKind('keyPeople')).toBe(false);
  });

  it('names each document’s deliveries and support e-mails as the exchanges do', () => {
    expect(documentTypes.dc).toMatchObject({ objectType: 'dc', supportType: 'actions_dc' });
    expect(documentTypes.ea).toMatchObject({ objectType: 'ea', supportType: 'actions_ea' });
    expect(documentTypes.ea.deliveryKinds).toContain('boond.document');
    expect(documentTypes.eepBm).toMatchObject({ objectType: 'eepBm', supportType: 'actions_eepBm' });
    expect(documentTypes.eepBm.deliveryKinds).toEqual(['boond.action', 'boond.document']);
  });

  it('builds each document’s page', () => {
    expect(documentTypes.dc.page({ idUser: 7, idLang: 2 })).toBe('/page/dc/fiche/7/2');
    expect(documentTypes.ea.page({ idUser: 7, year: 2026 })).toBe('/page/ea/fiche/2026/7');
    expect(documentTypes.eepBm.page({ idUser: 7, year: 2026 })).toBe('/page/eep/bm/fiche/2026/7');
  });

  it('puts several keys into the lines of one notice', () => {
    const t = (key: string) => key.toUpperCase();
    expect(labelText(t, 'delivery.sent')).toBe('DELIVERY.SENT');
    expect(labelText(t, ['common:messages.actionSuccess', 'delivery.stillPending'])).toBe(
      'COMMON:MESSAGES.ACTIONSUCCESS&&DELIVERY.STILLPENDING',
    );
  });
});
