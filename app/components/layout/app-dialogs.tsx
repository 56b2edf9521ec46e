import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import { useEscapeToClose } from "../ui/use-escape-to-close";

/**
 * The app-wide dialogs (footer pages, the upgrade dialog). Their state is the `dialog`
 * search parameter, so a link like `?dialog=terms` opens one even without JavaScript (the
 * server renders it open); with JavaScript they open in place without a navigation.
 */
export const APP_DIALOGS = ["contact", "privacy", "terms", "upgrade", "add-style", "add-idea"] as const;
export type AppDialog = (typeof APP_DIALOGS)[number];

export function parseAppDialog(value: string | null): AppDialog | null {
  return APP_DIALOGS.find((name) => name === value) ?? null;
}

interface AppDialogsValue {
  current: AppDialog | null;
  openDialog(name: AppDialog): void;
  closeDialog(): void;
}

const AppDialogsContext = createContext<AppDialogsValue | null>(null);

export function AppDialogsProvider({ children }: { children: ReactNode }) {
  const location = useLocation();
  const navigate = useNavigate();
  const fromUrl = parseAppDialog(new URLSearchParams(location.search).get("dialog"));
  const [current, setCurrent] = useState<AppDialog | null>(fromUrl);

  useEffect(() => setCurrent(fromUrl), [fromUrl]);

  const closeDialog = useCallback(() => {
    setCurrent(null);
    const params = new URLSearchParams(location.search);
    if (params.has("dialog")) {
      params.delete("dialog");
      const search = params.toString();
      navigate(
        { pathname: location.pathname, search: search ? `?${search}` : "" },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [location.pathname, location.search, navigate]);

  // Escape closes the open dialog as soon as the app runs, also one the server rendered open from the
  // address while its code is still on the way (each dialog's code loads when it first opens).
  useEscapeToClose(current !== null, closeDialog);

  const value = useMemo(() => ({ current, openDialog: setCurrent, closeDialog }), [current, closeDialog]);
  return <AppDialogsContext.Provider value={value}>{children}</AppDialogsContext.Provider>;
}

export function useAppDialogs(): AppDialogsValue {
  const value = useContext(AppDialogsContext);
  if (!value) throw new Error("useAppDialogs outside AppDialogsProvider");
  return value;
}

/** The no-JavaScript link that opens a dialog on the current page. */
export function useDialogHref(name: AppDialog | null): string {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  if (name) params.set("dialog", name);
  else params.delete("dialog");
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ""}`;
}
