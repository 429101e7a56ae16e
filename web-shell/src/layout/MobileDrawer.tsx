// The phone drawer of spec 1 §2.3 (under 992 px): the menu in a side sheet. Its own chunk, loaded
// when the menu button is first pressed (a desktop page never needs it).
import { Nav, SideSheet } from '@douyinfe/semi-ui';

export type DrawerItem = { itemKey: string; text: string; items?: DrawerItem[] };

export default function MobileDrawer({ open, title, items, pathname, onClose, onGo }: {
  open: boolean;
  title: string;
  items: DrawerItem[];
  pathname: string;
  onClose: () => void;
  onGo: (path: string) => void;
}) {
  return (
    <SideSheet visible={open} placement="left" width={260} title={title} onCancel={onClose} bodyStyle={{ padding: 0 }}>
      <div data-testid="drawer">
        <Nav
          mode="vertical"
          items={items}
          defaultOpenKeys={['group:rank', 'group:about']}
          selectedKeys={[pathname]}
          onSelect={({ itemKey }) => {
            if (String(itemKey).startsWith('group:')) return;
            onGo(String(itemKey));
          }}
          footer={{ collapseButton: false }}
        />
      </div>
    </SideSheet>
  );
}
