/**
 * The standard layout of a script's lines, which page credits are counted
 * by. It lives in the contract so the scene editor counts pages exactly as the server charges them.
 */
export {
  type LaidOutLine,
  layoutPages,
  layoutSpans,
  linePages,
  pagesTouched,
} from '@castmyscript/api/contract';
