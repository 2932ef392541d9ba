/**
 * The register of processing activities (issue 23 §2a): the declaration of ./register.ts in the caller's language
 * (or the one asked), each table with its row count; the Excel export of the same. Both are audited ('register',
 * 'registerExport'). A table the declaration names and the database lacks is left out of the counts (and fails the
 * register's test), never a 500.
 */
import { pickLanguage } from '@my-skills/shared/ui-language';
import type { LanguageId } from '@my-skills/shared/constants';
import type { Register } from '@my-skills/shared/schemas/data-protection';
import type { Config } from '../../config';
import type { Db } from '../../db/types';
import type { AuthContext } from '../../lib/auth-context';
import { writeAudit } from '../../lib/audit/audit';
import { translate } from '../../i18n/messages';
import type { ExcelColumn } from '../../lib/lists/excel-export';
import { actorOfAuth } from './audit-search.service';
import { createRegisterRepository } from './register.repository';
import { OTHER_TABLES, PROCESSING_ACTIVITIES, REGISTER_CONTROLLER, registerTables } from './register';

type RegisterConfig = Pick<Config, 'candidateRetentionMonths' | 'sessionTtlMinutes' | 'sessionAbsoluteHours'>;

export function createRegisterService({ db, config }: { db: Db; config: RegisterConfig }) {
  const repository = createRegisterRepository(db);

  const build = async (idLang: LanguageId): Promise<Register> => {
    const existing = await repository.tables();
    const named = [...new Set([...registerTables().keys(), ...Object.keys(OTHER_TABLES)])].filter((t) =>
      existing.has(t),
    );
    const counts = await repository.rowCounts(named.sort());
    const l = (text: { fr: string; en: string }) => pickLanguage(idLang, text);
    return {
      idLang,
      generatedAt: new Date().toISOString(),
      controller: l(REGISTER_CONTROLLER),
      activities: PROCESSING_ACTIVITIES.map((a) => ({
        id: a.id,
        name: l(a.name),
        purpose: l(a.purpose),
        legalBasis: l(a.legalBasis),
        persons: a.persons.map(l),
        data: a.data.map((d) => ({
          category: l(d.category),
          tables: Object.entries(d.tables).map(([table, columns]) => ({
            table,
            columns,
            rows: counts.get(table) ?? 0,
          })),
        })),
        recipients: a.recipients.map(l),
        retention: l(a.retention(config)),
        security: a.security.map(l),
      })),
      otherTables: Object.entries(OTHER_TABLES).map(([table, why]) => ({
        table,
        why: l(why),
        rows: counts.get(table) ?? 0,
      })),
    };
  };

  return {
    async register(auth: AuthContext, idLang: LanguageId | undefined): Promise<Register> {
      const register = await build(idLang ?? auth.idLang);
      await writeAudit(db, actorOfAuth(auth), {
        action: 'register',
        objectType: 'register',
        detail: JSON.stringify({ idLang: register.idLang }),
      });
      return register;
    },

    /** The register as rows of a sheet (one per activity), audited before the first byte. */
    async exportRows(auth: AuthContext, idLang: LanguageId | undefined) {
      const register = await build(idLang ?? auth.idLang);
      await writeAudit(db, actorOfAuth(auth), {
        action: 'registerExport',
        objectType: 'register',
        detail: JSON.stringify({ idLang: register.idLang }),
      });
      const lang = register.idLang as LanguageId;
      const h = (key: string) => translate(lang, `dataProtection.register.${key}`);
      type Row = {
        name: string;
        purpose: string;
        legalBasis: string;
        persons: string;
        data: string;
        recipients: string;
        retention: string;
        security: string;
      };
      const rows: Row[] = register.activities.map((a) => ({
        name: a.name,
        purpose: a.purpose,
        legalBasis: a.legalBasis,
        persons: a.persons.join('\n'),
        data: a.data
          .map(
            (d) =>
              `${d.category}:\n${d.tables
                .map((t) => `  ${t.table} (${t.columns.join(', ')}) — ${h('rows').replace('{count}', String(t.rows))}`)
                .join('\n')}`,
          )
          .join('\n'),
        recipients: a.recipients.join('\n'),
        retention: a.retention,
        security: a.security.join('\n'),
      }));
      rows.push({
        name: h('otherTables'),
        purpose: '',
        legalBasis: '',
        persons: '',
        data: register.otherTables.map((t) => `${t.table} — ${t.why}`).join('\n'),
        recipients: '',
        retention: '',
        security: '',
      });
      const column = (key: keyof Row, width: number): ExcelColumn<Row> => ({
        key,
        header: h(key === 'name' ? 'activity' : key),
        width,
        value: (r) => r[key],
      });
      const columns = [
        column('name', 28),
        column('purpose', 40),
        column('legalBasis', 36),
        column('persons', 28),
        column('data', 70),
        column('recipients', 40),
        column('retention', 40),
        column('security', 50),
      ];
      return {
        register,
        columns,
        rows: (async function* () {
          yield* rows;
        })(),
      };
    },
  };
}
export type RegisterService = ReturnType<typeof createRegisterService>;
