/** A stylesheet imported as its text (css-loader's string export), to swap themes at run time. */
declare module '!!css-loader?{"exportType":"string","sourceMap":false,"url":false}!*' {
  const css: string;
  export default css;
}
