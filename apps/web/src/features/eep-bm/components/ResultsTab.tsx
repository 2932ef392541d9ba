import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import { useTranslation } from 'react-i18next';
import { useEditorOf } from '../../../components/document/document-editor';
import { FormText } from '../../../components/form/fields';
import { BmSection } from './BmSection';
import { useEepBm } from './eep-bm-context';
import type { EepBmFormValues } from './eep-bm-form';

const RESULTS = ['rPlus', 'sign', 'oc'] as const;

/**
 * Achieved and expected results over six months: R+, Sign. and OC achieved (whole numbers ≥ 0, the reviewer's) beside
 * the fixed expected values (12, 7, 1).
 */
export function ResultsTab() {
  const { t } = useTranslation('eepBm');
  const { details, stored, mayEdit } = useEepBm();
  const { form } = useEditorOf<EepBmFormValues>();
  return (
    <BmSection tab="results" icon={<TrendingUpOutlined />}>
      <Typography color="text.secondary">{t('results.intro')}</Typography>
      <TableContainer>
        <Table size="small" aria-label={t('results.table')} sx={{ maxWidth: 640 }} data-testid="bm-results">
          <TableHead>
            <TableRow>
              <TableCell>{t('results.indicator')}</TableCell>
              <TableCell>{t('results.achieved')}</TableCell>
              <TableCell align="right">{t('results.expected')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {RESULTS.map((field) => (
              <TableRow key={field}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {t(`fields.${field}`)}
                </TableCell>
                <TableCell sx={{ minWidth: 160 }} data-testid={`result-${field}`}>
                  {mayEdit(field) ? (
                    <FormText
                      control={form.control}
                      name={field}
                      label={t('results.achievedOf', { name: t(`fields.${field}`) })}
                      maxLength={6}
                    />
                  ) : stored[field] === '' ? (
                    <Typography color="text.secondary" sx={{ fontStyle: 'italic' }}>
                      {t('results.notGiven')}
                    </Typography>
                  ) : (
                    stored[field]
                  )}
                </TableCell>
                <TableCell align="right">{details.results.expected[field]}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </BmSection>
  );
}
