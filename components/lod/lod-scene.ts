import type { Object3D } from 'three'
import { GLTFLoader } from 'three/addons/loaders/GLTFLoader.js'
import { createModelStage, type ModelStage } from '@/components/model-view/model-stage'

/**
 * A service's sample on the site's 3D stage: each level's GLB fetched once, then kept. Only ever
 * `import()`ed by the viewer island when the visitor asks for the model.
 */
export type LodScene = Pick<ModelStage, 'turn' | 'zoom' | 'resetView' | 'dispose'> & {
  /** Shows this GLB (fetched once, then kept); resolves when it is drawn. */
  show(src: string): Promise<void>
}

export function createLodScene(canvas: HTMLCanvasElement): LodScene {
  const stage = createModelStage(canvas)
  const loader = new GLTFLoader()
  const models = new Map<string, Promise<Object3D>>()
  let requests = 0

  function load(src: string): Promise<Object3D> {
    let model = models.get(src)
    if (!model) {
      model = loader.loadAsync(src).then((gltf) => gltf.scene)
      // A failed fetch is not kept: choosing the level again tries again.
      model.catch(() => models.delete(src))
      models.set(src, model)
    }
    return model
  }

  return {
    async show(src) {
      const request = ++requests
      const model = await load(src)
      // A level chosen while this one was still loading wins.
      if (request !== requests) return
      // The levels of one sample share its extent: the stage keeps the visitor's view when switching.
      stage.display(model)
    },
    turn: stage.turn,
    zoom: stage.zoom,
    resetView: stage.resetView,
    dispose: stage.dispose,
  }
}
