import { MenuPage } from '../../features/shell/components/MenuPage';
import type { MenuId } from '../../features/shell/menu-definitions';
import { useCurrentUser } from '../../lib/session';

export default function MenuRoute({ menu }: { menu: MenuId }) {
  const user = useCurrentUser();
  return user ? <MenuPage menu={menu} user={user} /> : null;
}
