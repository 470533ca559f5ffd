import nextJest from 'next/jest.js'
import type { Config } from 'jest'

const createJestConfig = nextJest({ dir: './' })

// file-type and the packages it reads with are ES modules only (the server imports them natively);
// jest runs CommonJS, so these are compiled like our own code.
const ESM_ONLY_PACKAGES = ['file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer/inflate', '@borewit/text-codec']

const config: Config = {
  testEnvironment: 'node',
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/node_modules/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // next/jest only mocks specifiers ending in .css; swiper's are bare ('swiper/css').
    '^swiper/css(.*)$': '<rootDir>/__mocks__/style-mock.js',
    // file-type exports its Node entry under `import` only.
    '^file-type$': '<rootDir>/node_modules/file-type/index.js',
  },
}

const nextConfig = createJestConfig(config)

async function jestConfig(): Promise<Config> {
  const resolved = await nextConfig()
  // next/jest's first pattern leaves node_modules untransformed except for the packages it
  // lists as `(?!(a|b)/)`: these join that list.
  const [nodeModules = '', ...otherIgnored] = resolved.transformIgnorePatterns ?? []
  const withEsmOnly = nodeModules.replace('(?!(', `(?!(${ESM_ONLY_PACKAGES.join('|')}|`)
  return { ...resolved, transformIgnorePatterns: [withEsmOnly, ...otherIgnored] }
}

export default jestConfig
