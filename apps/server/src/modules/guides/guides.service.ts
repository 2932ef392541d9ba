/**
 * The header's downloadable guides, rendered once per guide and language as real PDF documents.
 * Candidates get the candidate memo; everyone else the skills-file guide, notice and EEP guide.
 */
import PDFDocument from 'pdfkit';
import { APP_VERSION, GUIDE_FILES, type GuideKey, type LanguageId } from '@my-skills/shared/constants';
import type { Base64File } from '@my-skills/shared/schemas/files';
import { AppError } from '../../lib/app-error';
import type { AuthContext } from '../../lib/auth-context';
import { GUIDES, type GuideText } from './guide-content';
import { languageCodeOf } from '@my-skills/shared/ui-language';

const guideKeyOf = (fileName: string) =>
  (Object.entries(GUIDE_FILES) as [GuideKey, string][]).find(([, name]) => name === fileName)?.[0];

export const guidesFor = (roleId: number): GuideKey[] =>
  roleId === 0 ? ['candidateMemo'] : ['skillsFileGuide', 'skillsFileNotice', 'evaluationGuide'];

export function renderGuidePdf(text: GuideText): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: text.title, Author: 'My Skills', Creator: `My Skills ${APP_VERSION}` },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fillColor('#00727a').font('Helvetica-Bold').fontSize(22).text(text.title);
    doc.moveDown(0.5).fillColor('#222222').font('Helvetica').fontSize(11).text(text.intro, { align: 'justify' });
    for (const section of text.sections) {
      doc.moveDown(1).fillColor('#00727a').font('Helvetica-Bold').fontSize(14).text(section.heading);
      doc.moveDown(0.3).fillColor('#222222').font('Helvetica').fontSize(11);
      for (const p of section.paragraphs ?? []) doc.text(p, { align: 'justify' }).moveDown(0.4);
      if (section.bullets?.length) doc.list(section.bullets, { bulletRadius: 2, textIndent: 12, paragraphGap: 4 });
    }
    doc.moveDown(2).fontSize(8).fillColor('#777777').text(`My Skills ${APP_VERSION}`, { align: 'right' });
    doc.end();
  });
}

export function createGuidesService() {
  const cache = new Map<string, Promise<Buffer>>();
  return {
    async get(auth: AuthContext, fileName: string): Promise<Base64File> {
      const key = guideKeyOf(fileName);
      if (!key || !guidesFor(auth.roleId).includes(key)) throw new AppError('FORBIDDEN');
      const lang: LanguageId = auth.idLang;
      const cacheKey = `${key}:${lang}`;
      let pdf = cache.get(cacheKey);
      if (!pdf) {
        pdf = renderGuidePdf(GUIDES[key][languageCodeOf(lang)]);
        cache.set(cacheKey, pdf);
      }
      return { fileName, contentType: 'application/pdf', content: (await pdf).toString('base64') };
    },
  };
}
export type GuidesService = ReturnType<typeof createGuidesService>;
