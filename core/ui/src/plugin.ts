// The UI contract of ARCHITECTURE.md §3: what a plugin's federated remote exposes as `./plugin`.
import type { ComponentType, ReactNode } from 'react';
import type { Language } from './constants.js';

export type SiteSwitch = 'openPublicDiscussion' | 'openGroupDiscussion' | 'openContestComment';
/** 'default', or a mode a plugin declares (contest, training, group, or its own) */
export type RouteMode = 'default' | 'contest' | 'training' | 'group' | (string & {});

/**
 * A route mode (spec 1 §2.3): the paths that switch the navigation bar to that mode's menu. Each
 * path is a prefix with parameters (`/contest/:contestID`) that fill the mode menu's paths; the
 * longest matching path of all plugins' modes wins, so `/group/:groupID/training/:trainingID` (a
 * training inside a group) beats `/group/:groupID`.
 */
export interface RouteModeDecl {
  name: string;
  paths: string[];
  /** first segments after the mode's fixed prefix that stay in the default mode (`acm-scoreboard`) */
  except?: string[];
}

/**
 * Who may open a page or see a menu entry: the same shape as a server route's access rule
 * (`auth`, `roles`, `perm`, `switch`), so a page can say exactly what its calls require.
 */
export interface RouteGuard {
  /** a logged-in user (same as `auth`) */
  login?: boolean;
  auth?: boolean;
  /** any admin role (root, admin, problem_admin); in the admin area a refusal goes to the admin login */
  admin?: boolean;
  superAdmin?: boolean;
  /** one of these roles */
  roles?: readonly string[];
  /** this permission, or all of these (as GET /api/get-user-auth-info lists them) */
  perm?: string | readonly string[];
  switch?: SiteSwitch | (string & {});
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
  /** Listed only for users with this permission (or all of these). */
  perm?: string | readonly string[];
  /** Listed only while this site switch is on. */
  switch?: string;
  /** Sub-menu this entry belongs to (an i18n key), e.g. 'Problem_Admin'. */
  group?: string;
}

/**
 * A widget for another plugin's slot. `P` is what the slot's host passes to it (nothing for the
 * shell's home slots; the problems page's 'problem.tabs' passes the problem and its editor).
 */
// `any` by default: a descriptor lists widgets of every slot, each with its own props
export interface SlotWidget<P extends object = any> {
  id: string;
  order?: number;
  Component?: ComponentType<P>;
  lazy?: () => Promise<{ default: ComponentType<P> }>;
  /**
   * For hosts that show each widget under a heading (a tab): an i18n key of the widget's plugin
   * namespace, or a function of the host's props that renders it.
   */
  title?: string | ((props: P) => ReactNode);
  /**
   * Whether the widget shows for these props (default: always), e.g. a tab that is there only
   * when a call says so. Asked again when the props' plain values or the session change; the
   * widget stays hidden while the answer is pending and when it fails.
   */
  available?: (props: P) => boolean | Promise<boolean>;
}

/** Named places where the shell renders plugin widgets. */
export type SlotName = 'home.main' | 'home.side' | (string & {});

export interface UiPluginDescriptor {
  id: string;
  routes?: UiRoute[];
  /** route modes this plugin owns (contest, training, group): their paths and, through `nav` entries with `mode`, their menus */
  modes?: RouteModeDecl[];
  nav?: NavEntry[];
  adminRoutes?: UiRoute[];
  adminNav?: AdminNavEntry[];
  slots?: Partial<Record<SlotName, SlotWidget[]>>;
  locales?: Partial<Record<Language, Record<string, unknown>>>;
}

export function defineUiPlugin(descriptor: UiPluginDescriptor): UiPluginDescriptor {
  return descriptor;
}

/** A route as data: what the shell needs to route to a page before its plugin is loaded. */
export interface StaticUiRoute {
  path: string;
  guard?: RouteGuard;
  layout?: 'default' | 'focus';
  hideFooter?: boolean;
  children?: StaticUiRoute[];
}

/**
 * The data of a plugin's descriptor, written by the plugin kit's build as `oj-ui.json` and answered
 * by GET /api/plugins: its pages, menus, route modes, the slots it fills and its menus' strings.
 * The shell routes and draws menus from it and loads the plugin's remote only when one of its
 * pages is opened or one of its slots is rendered.
 */
export interface StaticUiDescriptor {
  v: 1;
  id: string;
  /** load the remote at once (its menus have icons, which only the loaded plugin can draw) */
  eager?: boolean;
  modes?: RouteModeDecl[];
  routes?: StaticUiRoute[];
  adminRoutes?: StaticUiRoute[];
  nav?: Omit<NavEntry, 'icon'>[];
  adminNav?: Omit<AdminNavEntry, 'icon'>[];
  /** the slots it has widgets for */
  slots?: string[];
  /** the strings of its menu labels and groups */
  locales?: Partial<Record<Language, Record<string, string>>>;
}
