import nextJest from 'next/jest.js'
import type { Config } from 'jest'

const createJestConfig = nextJest({ dir: './' })

const config: Config = {
  testEnvironment: 'node',
  testPathIgnorePatterns: ['<rootDir>/e2e/', '<rootDir>/.next/', '<rootDir>/node_modules/'],
  moduleNameMapper: {
    '^@/(.*)$': '<rootDir>/$1',
    // next/jest only mocks specifiers ending in .css; swiper's are bare ('swiper/css').
    '^swiper/css(.*)$': '<rootDir>/__mocks__/style-mock.js',
  },
}

export default createJestConfig(config)
