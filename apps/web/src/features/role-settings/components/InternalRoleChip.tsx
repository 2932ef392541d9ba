import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { internalRoleCodeOf } from '../../../lib/role-labels';

/** An internal role as a chip (administrator in teal, second level in green, none in grey). */
export function InternalRoleChip({
  idRoleInternal,
  size = 'medium',
}: {
  idRoleInternal: number | null;
  size?: 'small' | 'medium';
}) {
  const { t } = useTranslation();
  const color = idRoleInternal === 1 ? 'primary' : idRoleInternal === 2 ? 'secondary' : 'default';
  return (
    <Chip
      label={t(`internalRoles.${internalRoleCodeOf(idRoleInternal)}`)}
      color={color}
      size={size}
      variant={idRoleInternal ? 'filled' : 'outlined'}
    />
  );
}
