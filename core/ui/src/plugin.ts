// The UI contract of ARCHITECTURE.md §3: what a plugin's federated remote exposes as `./plugin`.
import type { ComponentType, ReactNode } from 'react';
import type { Language } from './constants.js';

export type SiteSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';
export type RouteMode = 'default' | 'contest' | 'training' | 'group';

export interface RouteGuard {
  login?: boolean;
  admin?: boolean;
  superAdmin?: boolean;
  switch?: SiteSwitch;
}

export type LazyComponent = () => Promise<{ default: ComponentType }>;

export interface UiRoute {
  /** Absolute path (`/guestbook`, `/contest/:contestID`) or, for children, relative. */
  path: string;
  Component?: ComponentType;
  lazy?: LazyComponent;
  guard?: RouteGuard;
  /** 'focus' pages render without the navigation bar and footer. */
  layout?: 'default' | 'focus';
  hideFooter?: boolean;
  children?: UiRoute[];
}

export interface NavEntry {
  path: string;
  /** i18n key, looked up in the plugin's namespace, then the shared one. */
  label: string;
  icon?: ReactNode;
  /** Position among the entries of the same menu (spec order: home 0, problem 10, training 20, ...). */
  order?: number;
  /** Which menu: the default main menu or a route-mode menu. `:contestID` etc. are filled in. */
  mode?: RouteMode;
  /** Also list it in the mobile drawer (default true for the main menu). */
  mobile?: boolean;
  /** Drawer group: 'rank' and 'about' collapse into sub-menus. */
  drawerGroup?: 'rank' | 'about';
  guard?: RouteGuard;
}

export interface AdminNavEntry {
  path: string;
  label: string;
  icon?: ReactNode;
  order?: number;
  superAdmin?: boolean;
  /** Listed only for users with one of these roles (the roles its server calls allow). */
  roles?: string[];
  /** Sub-menu this entry belongs to (an i18n key), e.g. 'Problem_Admin'. */
  group?: string;
}

export interface SlotWidget {
  id: string;
  order?: number;
  Component?: ComponentType;
  lazy?: LazyComponent;
}

/** Named places where the shell renders plugin widgets. */
export type SlotName = 'home.main' | 'home.side' | (string & {});

export interface UiPluginDescriptor {
  id: string;
  routes?: UiRoute[];
  nav?: NavEntry[];
  adminRoutes?: UiRoute[];
  adminNav?: AdminNavEntry[];
  slots?: Partial<Record<SlotName, SlotWidget[]>>;
  locales?: Partial<Record<Language, Record<string, unknown>>>;
}

export function defineUiPlugin(descriptor: UiPluginDescriptor): UiPluginDescriptor {
  return descriptor;
}
