// Media imported by components resolve to their built URL (webpack asset/resource).
declare module '*.mp3' {
  const url: string;
  export default url;
}
