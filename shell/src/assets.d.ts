// Image imports resolve to URLs (webpack asset/resource); the declarations are the shared package's.
/// <reference path="../../shared/src/types/assets.d.ts" />
