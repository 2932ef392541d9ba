import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  KEY_PEOPLE_CAPACITIES,
  KEY_PEOPLE_CATEGORY_IDS,
  KEY_PEOPLE_COMMENTS,
} from '@my-skills/shared/schemas/key-people';
import { FormCheckbox, FormText } from '../../../components/form/fields';
import { ReadField, ReadGrid } from '../../../components/document/read-view';
import { GreenPanel } from '../../../components/panels/GreenPanel';
import { useEditorOf } from '../../../components/document/document-editor';
import type { KeyPeopleValues } from './key-people-form';

/** The categories (several at once), the six Key People Tech capacities and the four comments. */
export function TechSection() {
  const { t } = useTranslation('keyPeople');
  const editor = useEditorOf<KeyPeopleValues>();
  const { control, watch } = editor.form;
  const { field: categories } = useController({ control, name: 'userInfo.categories' });
  const chosen = (categories.value as number[]) ?? [];
  const info = watch('userInfo');

  return (
    <GreenPanel title={t('form.tech')}>
      {editor.editing ? (
        <Stack spacing={2}>
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend">{t('form.categories')}</FormLabel>
            <FormGroup row>
              {KEY_PEOPLE_CATEGORY_IDS.map((id) => (
                <FormControlLabel
                  key={id}
                  label={t(`categories.${id}`)}
                  control={
                    <Checkbox
                      checked={chosen.includes(id)}
                      data-testid={`category-${id}`}
                      onChange={(e) =>
                        categories.onChange(
                          e.target.checked ? [...chosen, id].sort((a, b) => a - b) : chosen.filter((c) => c !== id),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </Box>
          <FormGroup row>
            {KEY_PEOPLE_CAPACITIES.map((k) => (
              <FormCheckbox key={k} control={control} name={`userInfo.${k}`} label={t(`capacities.${k}`)} />
            ))}
          </FormGroup>
          {KEY_PEOPLE_COMMENTS.map((k) => (
            <FormText key={k} control={control} name={`userInfo.${k}`} label={t(`comments.${k}`)} multiline />
          ))}
        </Stack>
      ) : (
        <Stack spacing={2}>
          <ReadField
            label={t('form.categories')}
            testId="read-categories"
            value={
              chosen.length > 0 ? (
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {chosen.map((id) => (
                    <Chip key={id} label={t(`categories.${id}`)} size="small" />
                  ))}
                </Stack>
              ) : null
            }
          />
          <ReadField
            label={t('form.tech')}
            value={KEY_PEOPLE_CAPACITIES.filter((k) => info[k])
              .map((k) => t(`capacities.${k}`))
              .join(', ')}
          />
          <ReadGrid>
            {KEY_PEOPLE_COMMENTS.map((k) => (
              <ReadField key={k} label={t(`comments.${k}`)} value={info[k]} />
            ))}
          </ReadGrid>
        </Stack>
      )}
    </GreenPanel>
  );
}
