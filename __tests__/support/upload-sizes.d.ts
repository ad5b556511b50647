// The CMS's save step that drops an upload's size (public/admin/upload-sizes.mjs), served to the
// browser as it is: its types for the tests live here.
declare module "@/public/admin/upload-sizes.mjs" {
  export function uploadSizePaths(data: unknown, publicFolder: string): (string | number)[][];
}
