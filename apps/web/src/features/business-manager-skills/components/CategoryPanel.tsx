import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Add from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { BmSkillCategoryAdmin, BmSkillLineAdmin } from '@my-skills/shared/schemas/business-manager';
import { ListPanel } from '../../../components/lists/ListPanel';
import { LinesTable } from './LinesTable';
import { MaturityForm, maturityKey } from './MaturityForm';
import type { Category } from './profiles';

/**
 * One category: its six maturity objectives (saved with the category's button), then its lines with their goals;
 * "Add" adds a line to it.
 */
export function CategoryPanel({
  category,
  saved,
  lines,
  lng,
  onAdd,
  onEdit,
  onDelete,
}: {
  category: Category;
  /** The category as the server has it (its objectives); null while the list is read. */
  saved: BmSkillCategoryAdmin | null;
  /** null while the list is read. */
  lines: BmSkillLineAdmin[] | null;
  lng: 'fr' | 'en';
  onAdd: () => void;
  onEdit: (line: BmSkillLineAdmin) => void;
  onDelete: (line: BmSkillLineAdmin) => void;
}) {
  const { t } = useTranslation('businessManagerSkills');
  const titleId = `bms-${category.group}-title`;
  return (
    <div data-testid={`bms-category-${category.group}`}>
      <ListPanel
        titleId={titleId}
        title={category[lng]}
        filters={
          <Button
            size="small"
            variant="outlined"
            startIcon={<Add />}
            onClick={onAdd}
            aria-label={t('list.addOf', { category: category[lng] })}
          >
            {t('list.add')}
          </Button>
        }
      >
        {saved ? <MaturityForm key={maturityKey(saved)} category={category} saved={saved} lng={lng} /> : null}
        <Divider />
        <LinesTable category={category} lines={lines} lng={lng} onEdit={onEdit} onDelete={onDelete} />
      </ListPanel>
    </div>
  );
}
