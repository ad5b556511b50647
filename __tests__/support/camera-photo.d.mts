export declare const FIXTURE_MAKE: string;
export declare function cameraPhoto(
  file: string,
  options?: { width?: number; height?: number; orientation?: number; tint?: string },
): Promise<void>;
export declare const hasGps: (exif: Buffer | undefined) => boolean;
