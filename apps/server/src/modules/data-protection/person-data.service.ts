/**
 * A person's data on request (issue 23 §2b, decision 023): everything the application holds on one employee or
 * candidate as a ZIP streamed while it is written — data.json (every part of every section, read batch after batch),
 * the stored files (attachments/, signed-documents/), then summary.pdf (the counts actually written, in the caller's
 * language). Before the first byte: the person is checked (404), what is coming is counted (the progress headers)
 * and the export's one audit entry is written.
 */
import type { Writable } from 'node:stream';
import type { AuthContext } from '../../lib/auth-context';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit/audit';
import type { Queryable } from '../../db/types';
import { ALL_PARTS, partName, SECTIONS } from './person-data-parts.repository';
import type { PersonDataRepository, PersonHead, StoredFile } from './person-data.repository';
import { personDataText } from './person-data.messages';
import { renderSummary } from './person-data-summary';
import { zipStream } from './person-data-zip';

/** data.json's format name (a consumer checks it). */
export const PERSON_DATA_FORMAT = 'my-skills.person-data/1';

/** A link's secret in a stored text (a mail's first-login or reset link): masked wherever it appears. */
const LINK_SECRET = /((?:[?&]|&amp;|\\u0026)(?:token|code|state|id_token|IDToken)=)[^&#"'\s<\\]*/gi;
export const maskLinkSecrets = (json: string) => json.replace(LINK_SECRET, '$1[redacted]');

export interface PreparedExport {
  fileName: string;
  /** What is coming (the progress headers). */
  expected: { sections: number; rows: number; files: number; fileBytes: number };
  /** Writes the ZIP into `out` (ends it). */
  write(out: Writable): Promise<void>;
}

const safeName = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80) || 'file';

const pathOf = (file: StoredFile) =>
  `${file.kind === 'attachment' ? 'attachments' : 'signed-documents'}/${file.id}-${safeName(file.fileName)}`;

export function createPersonDataService(deps: { repository: PersonDataRepository; db: Queryable; now: () => Date }) {
  const { repository } = deps;

  async function writeZip(out: Writable, auth: AuthContext, person: PersonHead, files: StoredFile[], at: Date) {
    const zip = zipStream(out);
    const subject = { id: person.id, email: person.email };
    const written: { key: string; parts: { name: string; count: number }[] }[] = [];
    const listed = files.map((f) => ({ ...f, path: pathOf(f) }));

    const json = zip.entry('data.json', at);
    const head = {
      format: PERSON_DATA_FORMAT,
      exportedAt: at.toISOString(),
      exportedBy: { personId: auth.personId, accountId: auth.accountId },
      person: {
        id: person.id,
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        signInMethods: person.signInMethods,
      },
      omitted: Object.fromEntries(
        ALL_PARTS.filter(({ part }) => part.omit).map(({ part }) => [partName(part), part.omit]),
      ),
      files: listed.map(({ kind, id, fileName, size, path }) => ({ kind, id, fileName, size, path })),
    };
    await json.text(`${JSON.stringify(head, null, 1).slice(0, -2)},\n "sections": {`);
    for (const [s, section] of SECTIONS.entries()) {
      const parts: { name: string; count: number }[] = [];
      await json.text(`${s ? ',' : ''}\n  ${JSON.stringify(section.key)}: {`);
      for (const [p, part] of section.parts.entries()) {
        await json.text(`${p ? ',' : ''}\n   ${JSON.stringify(partName(part))}: [`);
        let count = 0;
        for await (const batch of repository.rows(part, subject)) {
          for (const row of batch) {
            await json.text(`${count ? ',' : ''}\n    ${maskLinkSecrets(JSON.stringify(row))}`);
            count += 1;
          }
        }
        await json.text(count ? '\n   ]' : ']');
        parts.push({ name: partName(part), count });
      }
      await json.text('\n  }');
      written.push({ key: section.key, parts });
    }
    await json.text('\n }\n}\n');
    await json.end();

    for (const file of listed) {
      const entry = zip.entry(file.path, file.at);
      await entry.bytes(await repository.fileContent(file));
      await entry.end();
    }

    const summary = zip.entry('summary.pdf', at);
    await summary.bytes(
      await renderSummary({
        idLang: auth.idLang,
        person,
        by: `${auth.firstName} ${auth.lastName}`,
        at,
        sections: written,
        files: listed,
      }),
    );
    await summary.end();
    await zip.end();
  }

  return {
    /** Checks the person, counts what is coming and audits the export; the ZIP is written by `write`. */
    async prepare(auth: AuthContext, personId: number): Promise<PreparedExport> {
      const person = await repository.person(personId);
      if (!person) throw new AppError('NOT_FOUND', 'errors.PERSON_DATA_UNKNOWN_PERSON');
      const [counts, files] = await Promise.all([
        repository.counts({ id: person.id, email: person.email }),
        repository.files(person.id),
      ]);
      const at = deps.now();
      const expected = {
        sections: SECTIONS.length,
        rows: counts.reduce((a, b) => a + b, 0),
        files: files.length,
        fileBytes: files.reduce((a, f) => a + f.size, 0),
      };
      await writeAudit(deps.db, auth, {
        action: 'dataExport',
        objectType: 'person',
        objectId: person.id,
        subjectPersonId: person.id,
        detail: JSON.stringify({ rows: expected.rows, files: expected.files }),
        at,
      });
      const name = safeName(`${person.lastName}-${person.firstName}`).toLowerCase();
      return {
        fileName: personDataText(auth.idLang, 'fileName', { name, date: at.toISOString().slice(0, 10) }),
        expected,
        write: (out) => writeZip(out, auth, person, files, at),
      };
    },
  };
}
export type PersonDataService = ReturnType<typeof createPersonDataService>;
