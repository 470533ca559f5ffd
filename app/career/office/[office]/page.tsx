import { careerFilterRoute } from '@/components/career/filter-route'

// One page per office with open roles; any other answers 404.
export const dynamicParams = false

const route = careerFilterRoute('office')
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
