// The part of ua-parser-js 1.x (MIT) that the analytics use: it ships no types of its own.
declare module 'ua-parser-js' {
  interface UAParserDevice {
    /** 'mobile', 'tablet', 'console', 'smarttv', 'wearable', 'embedded', or undefined for desktops. */
    type?: string;
  }
  class UAParser {
    constructor(userAgent?: string);
    getDevice(): UAParserDevice;
  }

  export { UAParser };
}
