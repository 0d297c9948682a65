/** Files the client build emits as hashed assets (esbuild "file" loader): the import is their URL. */
declare module "*.lbm" {
  const url: string;
  export default url;
}
