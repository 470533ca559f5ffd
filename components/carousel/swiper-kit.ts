// What the carousel needs from Swiper, in one module so the carousel can load it on demand and
// the bundler still keeps only these parts of the library.
import { A11y, Pagination } from 'swiper/modules'

export { Swiper, SwiperSlide } from 'swiper/react'
export const swiperModules = [A11y, Pagination]
