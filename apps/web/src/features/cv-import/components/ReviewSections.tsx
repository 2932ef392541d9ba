import type { ReactNode } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_LEVELS, languageName } from '@my-skills/shared/languages';
import { pickLanguage } from '@my-skills/shared/ui-language';
import { SkillStars } from '../../../components/skills/SkillStars';
import { formatDay, formatPeriod } from '../../../lib/dates';
import { useUiLanguage } from '../../../lib/ui-language';
import { Lines, ReviewRow, SectionCard, SkillChips } from './review-parts';
import { canKeep, keptCount, setAll, setKeep, setLevel, type Review, type RowSection } from './review-state';

interface Props {
  review: Review;
  onChange: (next: Review) => void;
}

/** The review's row sections (experiences … other skills), one card each. */
export function ReviewSections({ review, onChange }: Props) {
  const { t } = useTranslation('cvImport');
  const { language, idLang } = useUiLanguage();
  const p = review.proposal;
  const period = (start: string | null, end: string | null, current = false) =>
    formatPeriod(start, end, language, current ? t('review.today') : '…');
  const card = (section: RowSection, rows: ReactNode) => (
    <SectionCard
      id={section}
      title={t(`sections.${section}`)}
      kept={keptCount(review, section)}
      total={p[section].length}
      onAll={(keep) => onChange(setAll(review, section, keep))}
    >
      {rows}
    </SectionCard>
  );
  const rowProps = (section: RowSection, index: number) => {
    const row = p[section][index]!;
    return {
      testId: `cv-row-${section}-${index}`,
      checked: row.keep,
      disabled: !canKeep(section, row),
      disabledHint: t(`review.required.${section}`, { defaultValue: '' }) || undefined,
      onKeep: (keep: boolean) => onChange(setKeep(review, section, index, keep)),
      source: row.source,
    };
  };

  return (
    <>
      {card(
        'experiences',
        p.experiences.map((e, i) => (
          <ReviewRow
            key={i}
            {...rowProps('experiences', i)}
            label={[e.position || t('review.noPosition'), e.client].filter(Boolean).join(' — ')}
            details={
              <>
                <Lines lines={[period(e.startDate, e.endDate, e.current), e.project, e.description, e.tasks]} />
                <SkillChips skills={e.tools} label={t('review.tools')} />
              </>
            }
          />
        )),
      )}
      {card(
        'educations',
        p.educations.map((e, i) => (
          <ReviewRow
            key={i}
            {...rowProps('educations', i)}
            label={e.degree || t('review.noDegree')}
            details={<Lines lines={[e.school, e.year !== null ? String(e.year) : null]} />}
          />
        )),
      )}
      {card(
        'certifications',
        p.certifications.map((c, i) => (
          <ReviewRow
            key={i}
            {...rowProps('certifications', i)}
            label={c.name || t('review.noName')}
            details={
              <>
                <Lines
                  lines={[
                    [t(`review.kind.${c.kind}`), c.organism].filter(Boolean).join(' · '),
                    c.obtainedDate ? t('review.obtained', { date: formatDay(c.obtainedDate, language) }) : null,
                    c.expiryDate ? t('review.expires', { date: formatDay(c.expiryDate, language) }) : null,
                    c.score ? t('review.score', { score: c.score }) : null,
                  ]}
                />
                <SkillChips skills={c.skills} label={t('review.linkedSkills')} />
              </>
            }
          />
        )),
      )}
      {card(
        'projects',
        p.projects.map((pr, i) => (
          <ReviewRow
            key={i}
            {...rowProps('projects', i)}
            label={pr.name || t('review.noName')}
            details={<Lines lines={[period(pr.startDate, pr.endDate), pr.description]} />}
          />
        )),
      )}
      {card(
        'languages',
        p.languages.map((l, i) => {
          const level = LANGUAGE_LEVELS.find((x) => x.id === l.idLevel);
          return (
            <ReviewRow
              key={i}
              {...rowProps('languages', i)}
              label={languageName(l.languageCode, idLang)}
              details={<Lines lines={[level ? pickLanguage(idLang, level) : null]} />}
            />
          );
        }),
      )}
      {card(
        'skills',
        p.skills.map((s, i) => (
          <ReviewRow
            key={i}
            {...rowProps('skills', i)}
            label={s.name}
            details={
              <Typography variant="body2" color="text.secondary">
                {s.skillTypeName} · {t(`review.matchedBy.${s.matchedBy}`)}
              </Typography>
            }
            aside={
              <SkillStars
                name={`cv-skill-${i}`}
                level={s.level}
                skillName={s.name}
                onChange={(level) => onChange(setLevel(review, 'skills', i, level))}
              />
            }
          />
        )),
      )}
      {card(
        'otherSkills',
        p.otherSkills.map((s, i) => (
          <ReviewRow
            key={i}
            {...rowProps('otherSkills', i)}
            label={s.name || t('review.noName')}
            details={
              <Typography variant="body2" color="text.secondary">
                {s.skillTypeName}
              </Typography>
            }
            aside={
              <SkillStars
                name={`cv-other-skill-${i}`}
                level={s.level}
                skillName={s.name}
                onChange={(level) => onChange(setLevel(review, 'otherSkills', i, level))}
              />
            }
          />
        )),
      )}
    </>
  );
}
