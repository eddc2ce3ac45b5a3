{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "types": ["jest", "node", "@testing-library/jest-dom"]
  },
  "include": ["src", "*.d.ts"]
}
