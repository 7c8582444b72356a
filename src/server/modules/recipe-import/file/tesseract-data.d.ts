// @tesseract.js-data/eng ships no types: its entry names the folder of its data and whether it is gzipped.
declare module '@tesseract.js-data/eng' {
  const data: { code: string; gzip: boolean; langPath: string };
  export default data;
}
