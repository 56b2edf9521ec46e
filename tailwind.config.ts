import type { Config } from "tailwindcss";

export default {
  content: ["./app/**/*.{ts,tsx}"],
  theme: {
    extend: {
      colors: {
        ink: {
          50: "#f6f5f4",
          100: "#e9e6e3",
          200: "#d3cdc7",
          300: "#b2a99f",
          400: "#8c8177",
          500: "#6e645b",
          600: "#574f48",
          700: "#45403b",
          800: "#2e2a27",
          900: "#1c1a18",
          950: "#110f0e",
        },
        flash: {
          50: "#fff1f1",
          100: "#ffe0e0",
          200: "#ffc5c5",
          300: "#ff9d9d",
          400: "#ff6464",
          500: "#f83b3b",
          600: "#e51d1d",
          700: "#c11414",
          800: "#a01414",
          900: "#841818",
        },
      },
      fontFamily: {
        display: ["'Kaushan Script'", "cursive"],
      },
      keyframes: {
        "toast-in": {
          from: { transform: "translateX(calc(100% + 1rem))", opacity: "0" },
          to: { transform: "translateX(0)", opacity: "1" },
        },
      },
      animation: {
        "toast-in": "toast-in 200ms ease-out",
      },
    },
  },
  plugins: [],
} satisfies Config;
