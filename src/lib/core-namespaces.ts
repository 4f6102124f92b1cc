/** Namespaces every screen of the shell uses; feature namespaces load with their pages. Plain data: the build reads it too. */
export const CORE_NAMESPACES = ['common', 'shell', 'home', 'errors'] as const;
