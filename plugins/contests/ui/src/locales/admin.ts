// The contests UI's strings for the admin screens (namespace 'contests').
export const en: Record<string, string> = {
};

export const zh: Record<keyof typeof en, string> = {
};
