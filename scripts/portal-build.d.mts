// Types for portal-build.mjs, which TypeScript code (the e2e global setup) imports.
export declare const ROOT: string;
export declare function portalBuildIsStale(root?: string): boolean;
export declare function buildPortalIfStale(root?: string): boolean;
