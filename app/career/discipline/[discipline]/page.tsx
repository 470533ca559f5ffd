import { careerFilterRoute } from '@/components/career/filter-route'

// One page per discipline with open roles; any other answers 404.
export const dynamicParams = false

const route = careerFilterRoute('discipline')
export const generateStaticParams = route.generateStaticParams
export const generateMetadata = route.generateMetadata
export default route.Page
