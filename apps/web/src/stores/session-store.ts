import type { TokenResponse } from '@lyp/shared/auth/auth.schemas';
import { maskPhone } from '@lyp/shared/common/phone';
import type { DictOption } from '@lyp/shared/dict/dict.schemas';
import type {
  Button,
  CompanyInfo,
  MenuItem,
  MenuShortcut,
  Org,
  Profile,
  SubAccountInfo,
} from '@lyp/shared/permission/permission.schemas';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import type { TextCipher } from '../lib/cipher';
import { buildSideMenu, keepExistingMenus, type MenuMode, type SideMenuItem } from '../lib/side-menu';
import type { ExpiringStorage } from '../lib/storage';
import { appLocalStorage, storageCipher } from './browser-storage';

/** Session state, exactly the fields of spec §3. */
export interface SessionFields {
  uId: number | null;
  uName: string;
  tenantId: number | null;
  token: string | null;
  orgId: number | null;
  orgName: string;
  org: Org[];
  userInfo: { username: string | null; actualName: string | null; phone: string } | null;
  companyInfo: CompanyInfo | null;
  subAccountInfo: SubAccountInfo | null;
  button: Button[];
  MenuCollect: MenuShortcut[];
  MenuHistory: MenuShortcut[];
  menu: MenuItem[];
  sideMenu: SideMenuItem[];
  dictIcon: DictOption[];
  dictMenu: DictOption[];
  dictOrg: DictOption[];
}

export interface SessionActions {
  /** After the token endpoint answered: the token and the ids it names. */
  signIn(token: TokenResponse): void;
  /** The user-info answer fills the rest. */
  applyProfile(profile: Profile, mode: MenuMode): void;
  applyDicts(dicts: Record<string, DictOption[]>): void;
  setFavourites(shortcuts: MenuShortcut[]): void;
  setHistory(shortcuts: MenuShortcut[]): void;
  rebuildSideMenu(mode: MenuMode): void;
  /** Back to signed out: state and every persisted key. */
  clear(): void;
}

export type SessionState = SessionFields & SessionActions;

const emptySession: SessionFields = {
  uId: null,
  uName: '',
  tenantId: null,
  token: null,
  orgId: null,
  orgName: '',
  org: [],
  userInfo: null,
  companyInfo: null,
  subAccountInfo: null,
  button: [],
  MenuCollect: [],
  MenuHistory: [],
  menu: [],
  sideMenu: [],
  dictIcon: [],
  dictMenu: [],
  dictOrg: [],
};

type PersistedSession = Pick<SessionFields, 'uId' | 'tenantId' | 'orgId' | 'token'>;

/** Storage keys of the persisted fields; TOKEN is what "signed in" means (spec §4). */
export const SESSION_KEYS = { token: 'TOKEN', uId: 'UID', tenantId: 'TENANT_ID', orgId: 'ORG_ID' } as const;

/**
 * uId, tenantId, orgId and token, each under its own key; uId and token encrypted.
 * A value that does not decrypt raises an error starting with "Decrypt".
 */
function sessionPersistStorage(
  storage: ExpiringStorage,
  cipher: TextCipher,
): PersistStorage<PersistedSession> {
  // What is in storage now: every set() of the store reaches setItem, but only a changed
  // session may be written, or an idle tab would overwrite another tab's newer sign-in.
  let stored: PersistedSession | undefined;
  const readEncrypted = (key: string) => {
    const stored = storage.get<string>(key);
    return stored === null ? null : cipher.decrypt(stored);
  };
  const writeField = (key: string, value: string | number | null, encrypt: boolean) => {
    if (value === null) storage.remove(key);
    else storage.set(key, encrypt ? cipher.encrypt(String(value)) : value);
  };
  return {
    getItem: () => {
      const token = readEncrypted(SESSION_KEYS.token);
      const uId = readEncrypted(SESSION_KEYS.uId);
      stored = {
        token,
        uId: uId === null ? null : Number(uId),
        tenantId: storage.get<number>(SESSION_KEYS.tenantId),
        orgId: storage.get<number>(SESSION_KEYS.orgId),
      };
      return { state: stored, version: 0 };
    },
    setItem: (_name, { state }) => {
      if (
        stored &&
        stored.token === state.token &&
        stored.uId === state.uId &&
        stored.tenantId === state.tenantId &&
        stored.orgId === state.orgId
      ) {
        return;
      }
      stored = { token: state.token, uId: state.uId, tenantId: state.tenantId, orgId: state.orgId };
      writeField(SESSION_KEYS.token, state.token, true);
      writeField(SESSION_KEYS.uId, state.uId, true);
      writeField(SESSION_KEYS.tenantId, state.tenantId, false);
      writeField(SESSION_KEYS.orgId, state.orgId, false);
    },
    removeItem: () => {
      stored = undefined;
      for (const key of Object.values(SESSION_KEYS)) storage.remove(key);
    },
  };
}

/** Real name, else username, else the masked phone (the header is seen over shoulders). */
function displayName(profile: Profile): string {
  const { actualName, username, phone } = profile.userInfo;
  return actualName ?? username ?? maskPhone(phone);
}

export function createSessionStore(storage: ExpiringStorage, cipher: TextCipher) {
  return create<SessionState>()(
    persist(
      (set, get) => ({
        ...emptySession,
        signIn: (token) =>
          set({ token: token.access_token, uId: token.userId, tenantId: token.tenantId, orgId: token.orgId }),
        applyProfile: (profile, mode) => {
          const current = profile.org.find((org) => org.isCurrent);
          set({
            uId: profile.userInfo.userId,
            tenantId: profile.userInfo.tenantId,
            orgId: profile.userInfo.orgId,
            uName: displayName(profile),
            orgName: current?.orgName ?? '',
            org: profile.org,
            userInfo: {
              username: profile.userInfo.username,
              actualName: profile.userInfo.actualName,
              phone: profile.userInfo.phone,
            },
            companyInfo: profile.companyInfo,
            subAccountInfo: profile.subAccountInfo,
            button: profile.button,
            menu: profile.menu,
            sideMenu: buildSideMenu(profile.menu, mode),
            MenuCollect: profile.collect,
            MenuHistory: keepExistingMenus(profile.history, profile.menu),
          });
        },
        applyDicts: (dicts) =>
          set({
            dictIcon: dicts.menu_icon ?? [],
            dictMenu: dicts.menu_type ?? [],
            dictOrg: dicts.org_type ?? [],
          }),
        setFavourites: (shortcuts) => set({ MenuCollect: shortcuts }),
        setHistory: (shortcuts) => set({ MenuHistory: keepExistingMenus(shortcuts, get().menu) }),
        rebuildSideMenu: (mode) => set({ sideMenu: buildSideMenu(get().menu, mode) }),
        clear: () => set({ ...emptySession }),
      }),
      {
        name: 'session',
        storage: sessionPersistStorage(storage, cipher),
        partialize: ({ uId, tenantId, orgId, token }) => ({ uId, tenantId, orgId, token }),
        onRehydrateStorage: () => (_state, error) => {
          if (error) {
            // Values we cannot decrypt are of no use: start signed out.
            console.error(error);
            for (const key of Object.values(SESSION_KEYS)) storage.remove(key);
          }
        },
      },
    ),
  );
}

export const useSessionStore = createSessionStore(appLocalStorage, storageCipher);

/**
 * Another tab signed in, switched user or signed out: this tab's session is no longer the
 * browser's. `onChange` runs then (the app reloads, picking up the new session).
 */
export function watchSessionInOtherTabs(onChange: () => void): () => void {
  const keys = new Set([appLocalStorage.keyOf(SESSION_KEYS.token), appLocalStorage.keyOf(SESSION_KEYS.uId)]);
  const listener = (event: StorageEvent) => {
    if (event.key === null || keys.has(event.key)) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Signed in means a TOKEN is stored (spec §4). */
export const isSignedIn = (): boolean => useSessionStore.getState().token !== null;
